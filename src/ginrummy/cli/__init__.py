"""The ``ginrummy`` command line: a thin shell over the library (no rule is decided here).

One module per subcommand (``analyze``, ``showdown``, ``simulate``, ``arena``,
``replay``, ``rules``, ``play``, ``hint``, ``stats``), each with ``add_parser`` and
``run``; :mod:`ginrummy.cli.main` parses the arguments, dispatches, and turns every
user error (any :class:`~ginrummy.errors.GinRummyError`) into one line on standard
error and exit status 2.  It never imports the full-screen game (``tui``): the
entry point, ``ginrummy/__main__.py``, hands it to ``play``.
"""
