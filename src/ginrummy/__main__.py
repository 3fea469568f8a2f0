"""``python -m ginrummy``: the same as the ``ginrummy`` command."""

import sys

from ginrummy.cli.main import main

sys.exit(main())
