"""The ``ginrummy`` command line: a thin shell over the library (no rule is decided here).

One module per subcommand (``analyze``, ``showdown``, ``simulate``, ``replay``,
``rules``, ``play``), each with ``add_parser`` and ``run``; :mod:`ginrummy.cli.main`
parses the arguments, dispatches, and turns every user error into one line on
standard error and exit status 2.
"""
