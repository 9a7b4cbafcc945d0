"""Draws pseudo-3D dice with QPainter: perspective cubes, lit faces, rounded edges, pips in
perspective on every visible face and a soft shadow on the cloth.

The painter owns the camera and the drawing; the tray widget only hosts it. World units:
a die's edge is 1, z is up, the camera looks down at the table from the front.
"""

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from .dice_motion import FACE_NORMALS, IDENTITY, Quaternion, Vector, rotate

HALF = 0.5
CORNERS = [(sx * HALF, sy * HALF, sz * HALF) for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]
# Each face: (value, its four corners in order around the face, tangent u, tangent v).
_FACE_AXES: dict[int, tuple[Vector, Vector]] = {
    1: ((1, 0, 0), (0, 1, 0)), 6: ((1, 0, 0), (0, -1, 0)), 2: ((0, 1, 0), (0, 0, 1)),
    5: ((0, -1, 0), (0, 0, 1)), 3: ((-1, 0, 0), (0, 0, 1)), 4: ((1, 0, 0), (0, 0, 1)),
}
PIPS: dict[int, list[tuple[int, int]]] = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (-1, 1), (1, -1), (1, 1)], 5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)],
    6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
}
PIP_SPREAD = 0.27
PIP_RADIUS = 0.085
ROUNDING = 0.2
LIGHT = (-0.45, -0.55, 0.70)
SLOT_SPACING = 2.1  # world distance between the three resting places
HELD_LIFT = 0.35
EDGE_ON = 0.15  # in world units of the camera vector (about 9 long)


@dataclass
class DieState:
    """What the painter needs of one die: where it is, how it is turned, whether kept."""

    x: float = 0.0
    y: float = 0.0
    z: float = 0.0
    orientation: Quaternion = IDENTITY
    held: bool = False
    focused: bool = False
    visible: bool = True
    opacity: float = 1.0
    dimmed: bool = False  # waiting for the next throw: drawn in shade, still solid
    hinted: bool = False  # the hint's best choice keeps it: ringed in green


def _normalised(v: Vector) -> Vector:
    length = math.sqrt(sum(c * c for c in v))
    return (v[0] / length, v[1] / length, v[2] / length)


class DicePainter:
    """Projects and paints dice for a tray of a given size."""

    def __init__(self) -> None:
        self.elevation = math.radians(52)
        self.distance = 9.0
        self.width = self.height = 1
        self.focal = 100.0
        self.centre = QPointF(0, 0)
        self.held_label = "KEPT"
        self.focus_colour = QColor(48, 140, 198)  # the tray sets its palette's highlight
        self.dark = False
        self._background: QPixmap | None = None
        self._size_key: tuple[float, ...] = ()
        self._light = _normalised(LIGHT)
        self._update_camera()

    # ------------------------------------------------------------ camera
    def _update_camera(self) -> None:
        e = self.elevation
        self.camera = (0.0, -math.cos(e) * self.distance, math.sin(e) * self.distance)
        self.forward = (0.0, math.cos(e), -math.sin(e))
        self.up = (0.0, math.sin(e), math.cos(e))

    def resize(self, width: int, height: int, area: QRectF | None = None) -> None:
        """A tray of ``width`` × ``height``, the dice drawn within ``area`` (all of it if None)."""
        area = QRectF(0, 0, width, height) if area is None else area
        key = (width, height, area.x(), area.y(), area.width(), area.height())
        if key == self._size_key:
            return
        if (width, height) != (self.width, self.height):
            self._background = None
        self._size_key = key
        self.width, self.height = max(width, 1), max(height, 1)
        # Fit three dice and their spacing across about 84% of the area's width or half its height.
        span = 3 * SLOT_SPACING
        self.focal = max(1.0, min(area.width() * 0.84 / span,
                                  area.height() * 0.5 / 1.6) * self.distance)
        self.centre = QPointF(area.center().x(), area.top() + area.height() * 0.52)

    def slot_position(self, index: int) -> tuple[float, float]:
        return ((index - 1) * SLOT_SPACING, 0.0)

    def project(self, point: Vector) -> QPointF:
        cx, cy, cz = self.camera
        vx, vy, vz = point[0] - cx, point[1] - cy, point[2] - cz
        depth = vy * self.forward[1] + vz * self.forward[2]
        sx = vx / depth * self.focal
        sy = (vy * self.up[1] + vz * self.up[2]) / depth * self.focal
        return QPointF(self.centre.x() + sx, self.centre.y() - sy)

    def die_size_pixels(self) -> float:
        """About how wide a die looks, for hit tests and labels."""
        return self.focal / self.distance

    # ------------------------------------------------------------ background
    def paint_background(self, painter: QPainter) -> None:
        if self._background is None or self._background.size().width() != self.width:
            pixmap = QPixmap(self.width, self.height)
            canvas = QPainter(pixmap)
            gradient = QRadialGradient(QPointF(self.width / 2, self.height * 0.45),
                                       max(self.width, self.height) * 0.7)
            if self.dark:
                gradient.setColorAt(0, QColor(24, 92, 62))
                gradient.setColorAt(1, QColor(8, 40, 26))
            else:
                gradient.setColorAt(0, QColor(38, 128, 84))
                gradient.setColorAt(1, QColor(16, 70, 44))
            canvas.fillRect(QRectF(0, 0, self.width, self.height), gradient)
            canvas.end()
            self._background = pixmap
        painter.drawPixmap(0, 0, self._background)

    # ------------------------------------------------------------ dice
    def paint_dice(self, painter: QPainter, dice: list[DieState]) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for die in dice:
            if die.visible:
                self._paint_shadow(painter, die)
        # Far dice first so nearer ones overlap them.
        for die in sorted(dice, key=lambda d: -d.y):
            if die.visible:
                self._paint_die(painter, die)

    def _paint_shadow(self, painter: QPainter, die: DieState) -> None:
        centre = self.project((die.x + 0.15, die.y + 0.1, 0.0))
        height = die.z + (HELD_LIFT if die.held else 0.0)
        spread = self.die_size_pixels() * (0.85 + 0.25 * height)
        painter.save()
        painter.setOpacity(die.opacity / (1 + 1.5 * height))
        painter.drawPixmap(QRectF(centre.x() - spread, centre.y() - spread * 0.55, 2 * spread,
                                  1.1 * spread), _shadow_sprite(), QRectF(0, 0, 128, 64))
        painter.restore()

    def world_point(self, die: DieState, local: Vector) -> Vector:
        rx, ry, rz = rotate(die.orientation, local)
        lift = HELD_LIFT if die.held else 0.0
        return (die.x + rx, die.y + ry, die.z + lift + HALF + rz)

    def _paint_die(self, painter: QPainter, die: DieState) -> None:
        if die.opacity < 1.0:
            layer = QPixmap(self.width, self.height)
            layer.fill(Qt.GlobalColor.transparent)
            canvas = QPainter(layer)
            canvas.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            canvas.setFont(painter.font())
            self._paint_solid_die(canvas, die)
            canvas.end()
            painter.save()
            painter.setOpacity(die.opacity)
            painter.drawPixmap(0, 0, layer)
            painter.restore()
        else:
            self._paint_solid_die(painter, die)

    def _paint_solid_die(self, painter: QPainter, die: DieState) -> None:
        painter.save()
        centre = self.world_point(die, (0.0, 0.0, 0.0))
        to_camera = tuple(c - p for c, p in zip(self.camera, centre, strict=True))
        projected = [self.project(self.world_point(die, corner)) for corner in CORNERS]
        self._paint_silhouette(painter, projected, die)
        for value, normal in FACE_NORMALS.items():
            world_normal = rotate(die.orientation, normal)
            # Faces seen edge-on are skipped: they would only show a sliver of a pip.
            if sum(n * c for n, c in zip(world_normal, to_camera, strict=True)) <= EDGE_ON:
                continue
            self._paint_face(painter, die, value, normal, world_normal)
        if die.held:
            self._paint_held_mark(painter, projected)
        painter.restore()

    def _paint_silhouette(self, painter: QPainter, points: list[QPointF], die: DieState) -> None:
        hull = _convex_hull(points)
        edge = QColor(120, 110, 95) if not die.held else QColor(150, 110, 20)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(edge)
        painter.drawPolygon(_rounded_path(hull, ROUNDING * 0.6))
        if die.held:  # the kept die: a solid gold ring close round it
            pen = QPen(QColor(255, 204, 51), max(2.0, self.die_size_pixels() * 0.05))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(_rounded_path(_expanded(hull, self.die_size_pixels() * 0.09),
                                              ROUNDING * 0.6))
        if die.focused:  # the keyboard's place: the focus colour of every other control
            pen = QPen(self.focus_colour, max(2.0, self.die_size_pixels() * 0.035))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(_rounded_path(_expanded(hull, self.die_size_pixels() * 0.17),
                                              ROUNDING * 0.6))
        if die.hinted:  # outside the kept and focus rings, dotted: the hint's keep
            pen = QPen(QColor(110, 230, 140), max(2.0, self.die_size_pixels() * 0.04),
                       Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(_rounded_path(_expanded(hull, self.die_size_pixels() * 0.26),
                                              ROUNDING * 0.6))

    def _paint_face(self, painter: QPainter, die: DieState, value: int, normal: Vector,
                    world_normal: Vector) -> None:
        u, v = _FACE_AXES[value]
        centre = tuple(HALF * c for c in normal)
        corners = [self.project(self.world_point(die, tuple(
            centre[i] + HALF * (su * u[i] + sv * v[i]) for i in range(3))))
            for su, sv in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
        light = max(0.0, sum(a * b for a, b in zip(world_normal, self._light, strict=True)))
        shade = (0.58 + 0.42 * light) * (0.72 if die.dimmed else 1.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(int(248 * shade), int(243 * shade), int(230 * shade)))
        painter.drawPolygon(_rounded_path(corners, ROUNDING))
        # Pips: the face is small, so an affine map from face units to the screen (through
        # the projected face centre and axes) places them in perspective at little cost.
        origin = self.project(self.world_point(die, centre))
        along_u = self.project(self.world_point(die, tuple(centre[i] + u[i] for i in range(3))))
        along_v = self.project(self.world_point(die, tuple(centre[i] + v[i] for i in range(3))))
        painter.save()
        painter.setTransform(QTransform(
            along_u.x() - origin.x(), along_u.y() - origin.y(),
            along_v.x() - origin.x(), along_v.y() - origin.y(),
            origin.x(), origin.y()), True)
        painter.setBrush(QColor(178, 24, 32) if value == 1 else QColor(28, 28, 32))
        for pip in _pip_shapes(value):
            painter.drawPolygon(pip)
        painter.restore()

    def _paint_held_mark(self, painter: QPainter, points: list[QPointF]) -> None:
        bottom = max(point.y() for point in points)
        centre_x = sum(point.x() for point in points) / len(points)
        size = self.die_size_pixels()
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(11, int(size * 0.2)))
        painter.setFont(font)
        # As high as the font's line at least: a small die's badge cut the accent of
        # « GARDÉ ».
        high = max(size * 0.3, painter.fontMetrics().height() + 2)
        rect = QRectF(centre_x - size, bottom + size * 0.12, size * 2, high)
        badge = painter.fontMetrics().horizontalAdvance(self.held_label) + size * 0.3
        badge_rect = QRectF(centre_x - badge / 2, rect.top(), badge, rect.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 204, 51))
        painter.drawRoundedRect(badge_rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(QColor(40, 30, 0))
        painter.drawText(badge_rect, Qt.AlignmentFlag.AlignCenter, self.held_label)

    def hit_test(self, dice: list[DieState], point: QPointF) -> int | None:
        """The index of the die under ``point``, nearest first."""
        order = sorted(range(len(dice)), key=lambda index: dice[index].y)
        for index in order:
            die = dice[index]
            if not die.visible:
                continue
            hull = _convex_hull([self.project(self.world_point(die, corner)) for corner in CORNERS])
            if QPolygonF(hull).containsPoint(point, Qt.FillRule.OddEvenFill):
                return index
        return None


_SHADOW: list[QPixmap] = []


def _shadow_sprite() -> QPixmap:
    """A soft elliptical shadow drawn once, then scaled under each die."""
    if not _SHADOW:
        sprite = QPixmap(128, 64)
        sprite.fill(Qt.GlobalColor.transparent)
        canvas = QPainter(sprite)
        canvas.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        gradient = QRadialGradient(QPointF(64, 32), 64)
        gradient.setColorAt(0, QColor(0, 0, 0, 120))
        gradient.setColorAt(1, QColor(0, 0, 0, 0))
        canvas.setPen(Qt.PenStyle.NoPen)
        canvas.setBrush(QBrush(gradient))
        canvas.scale(1.0, 0.5)
        canvas.drawEllipse(QPointF(64, 64), 64, 64)
        canvas.end()
        _SHADOW.append(sprite)
    return _SHADOW[0]


_PIP_SHAPES: dict[int, list[QPolygonF]] = {}


def _pip_shapes(value: int) -> list[QPolygonF]:
    """The pips of a face as 14-sided discs in face units (the face spans -0.5 to 0.5)."""
    if value not in _PIP_SHAPES:
        radius = PIP_RADIUS * (1.6 if value == 1 else 1.0)
        circle = [(math.cos(step * math.pi / 7), math.sin(step * math.pi / 7))
                  for step in range(14)]
        _PIP_SHAPES[value] = [
            QPolygonF([QPointF(pu * PIP_SPREAD + radius * c, pv * PIP_SPREAD + radius * s)
                       for c, s in circle]) for pu, pv in PIPS[value]]
    return _PIP_SHAPES[value]


def _convex_hull(points: list[QPointF]) -> list[QPointF]:
    pts = sorted({(round(p.x(), 3), round(p.y(), 3)) for p in points})
    if len(pts) <= 2:
        return [QPointF(x, y) for x, y in pts]

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return [QPointF(x, y) for x, y in lower[:-1] + upper[:-1]]


def _expanded(points: list[QPointF], amount: float) -> list[QPointF]:
    cx = sum(p.x() for p in points) / len(points)
    cy = sum(p.y() for p in points) / len(points)
    result = []
    for p in points:
        dx, dy = p.x() - cx, p.y() - cy
        length = math.hypot(dx, dy) or 1.0
        result.append(QPointF(p.x() + dx / length * amount, p.y() + dy / length * amount))
    return result


def _rounded_path(points: list[QPointF], rounding: float) -> QPolygonF:
    """A polygon whose corners are cut by ``rounding`` of each edge and bent through the
    midpoint of the corner's quadratic curve (cheap to fill, round enough at die size)."""
    outline = []
    count = len(points)
    for index in range(count):
        corner = points[index]
        before, after = points[index - 1], points[(index + 1) % count]
        start = corner + (before - corner) * rounding
        end = corner + (after - corner) * rounding
        outline += [start, start * 0.25 + corner * 0.5 + end * 0.25, end]
    return QPolygonF(outline)
