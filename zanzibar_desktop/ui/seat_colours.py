"""Each seat's colour, the same on the seat plate and in the history chart.

Okabe–Ito colours, told apart by colour-blind players; the chart adds a symbol per seat and
the plate a number, so colour is never the only sign.
"""

SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
                "#F0E442")


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
