"""Die and chip painters on any QPainter (QtGui, no widget), shared by the table, the rule
sheet and the application icon."""
