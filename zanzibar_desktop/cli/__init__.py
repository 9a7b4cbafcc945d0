"""The ``zanzibar`` command: rules files, hand charts and (later) odds and simulations."""
