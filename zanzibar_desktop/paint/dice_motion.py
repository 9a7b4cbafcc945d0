"""How a die moves: orientations as quaternions, the resting pose of each face, and a throw.

Pure math, no Qt, so it is tested directly. A die's local axes carry its faces
(opposite faces add up to 7): 1 on +z, 6 on -z, 2 on +x, 5 on -x, 3 on +y, 4 on -y.
The world has z up; a die at rest shows its value on the face whose normal points up.
"""

import math
import random
from dataclasses import dataclass

Vector = tuple[float, float, float]
Quaternion = tuple[float, float, float, float]  # (w, x, y, z)

FACE_NORMALS: dict[int, Vector] = {
    1: (0.0, 0.0, 1.0), 6: (0.0, 0.0, -1.0), 2: (1.0, 0.0, 0.0),
    5: (-1.0, 0.0, 0.0), 3: (0.0, 1.0, 0.0), 4: (0.0, -1.0, 0.0),
}
IDENTITY: Quaternion = (1.0, 0.0, 0.0, 0.0)


def multiply(a: Quaternion, b: Quaternion) -> Quaternion:
    aw, ax, ay, az = a
    bw, bx, by, bz = b
    return (aw * bw - ax * bx - ay * by - az * bz,
            aw * bx + ax * bw + ay * bz - az * by,
            aw * by - ax * bz + ay * bw + az * bx,
            aw * bz + ax * by - ay * bx + az * bw)


def axis_angle(axis: Vector, angle: float) -> Quaternion:
    length = math.sqrt(sum(c * c for c in axis)) or 1.0
    s = math.sin(angle / 2) / length
    return (math.cos(angle / 2), axis[0] * s, axis[1] * s, axis[2] * s)


def rotate(q: Quaternion, v: Vector) -> Vector:
    w, x, y, z = q
    vx, vy, vz = v
    # v' = v + 2w(q×v) + 2 q×(q×v)
    cx, cy, cz = (y * vz - z * vy, z * vx - x * vz, x * vy - y * vx)
    ddx, ddy, ddz = (y * cz - z * cy, z * cx - x * cz, x * cy - y * cx)
    return (vx + 2 * (w * cx + ddx), vy + 2 * (w * cy + ddy), vz + 2 * (w * cz + ddz))


def slerp(a: Quaternion, b: Quaternion, t: float) -> Quaternion:
    dot = sum(p * q for p, q in zip(a, b, strict=True))
    if dot < 0:
        b, dot = tuple(-c for c in b), -dot
    if dot > 0.9995:
        mixed = tuple(p + t * (q - p) for p, q in zip(a, b, strict=True))
        norm = math.sqrt(sum(c * c for c in mixed))
        return tuple(c / norm for c in mixed)  # type: ignore[return-value]
    theta = math.acos(dot)
    sa, sb = math.sin((1 - t) * theta), math.sin(t * theta)
    s = math.sin(theta)
    return tuple((p * sa + q * sb) / s for p, q in zip(a, b, strict=True))  # type: ignore[return-value]


def resting(value: int, yaw: float = 0.0) -> Quaternion:
    """The orientation showing ``value`` on top, turned by ``yaw`` about the vertical."""
    nx, ny, nz = FACE_NORMALS[value]
    # Rotate the face normal onto +z, then yaw about +z.
    if nz > 0.5:
        tilt = IDENTITY
    elif nz < -0.5:
        tilt = axis_angle((1.0, 0.0, 0.0), math.pi)
    else:
        tilt = axis_angle((ny, -nx, 0.0), math.pi / 2)
    return multiply(axis_angle((0.0, 0.0, 1.0), yaw), tilt)


def top_face(q: Quaternion) -> int:
    """The value facing up for an orientation."""
    return max(FACE_NORMALS, key=lambda value: rotate(q, FACE_NORMALS[value])[2])


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass(frozen=True)
class Throw:
    """One die's flight: from a start pose to resting on ``value``, over ``duration`` seconds."""

    start: Quaternion
    end: Quaternion
    axis: Vector
    turns: int
    start_offset: tuple[float, float]  # where it comes from, relative to its resting place
    duration: float
    value: int

    def orientation(self, t: float) -> Quaternion:
        """Orientation at ``t`` seconds: exactly ``end`` once the throw is over."""
        if t >= self.duration:
            return self.end
        e = ease_out_cubic(max(0.0, t) / self.duration)
        spin = axis_angle(self.axis, 2 * math.pi * self.turns * (1 - e))
        return multiply(spin, slerp(self.start, self.end, e))

    def offset(self, t: float) -> tuple[float, float, float]:
        """Displacement (x, y, height) from the resting place: slides in, bounces, settles."""
        if t >= self.duration:
            return (0.0, 0.0, 0.0)
        p = max(0.0, t) / self.duration
        e = ease_out_cubic(p)
        height = abs(math.sin(p * math.pi * 2.5)) * (1 - p) ** 2 * 0.9
        return (self.start_offset[0] * (1 - e), self.start_offset[1] * (1 - e), height)


def plan_throw(rng: random.Random, start: Quaternion, value: int, duration: float) -> Throw:
    """A tumble about a random axis ending face-up on ``value`` (the engine already threw it)."""
    axis = (rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-0.4, 0.4))
    return Throw(start=start, end=resting(value, rng.uniform(-0.25, 0.25)), axis=axis,
                 turns=rng.randint(1, 3),
                 start_offset=(rng.uniform(-1.6, -0.9), rng.uniform(0.6, 1.3)),
                 duration=duration, value=value)
