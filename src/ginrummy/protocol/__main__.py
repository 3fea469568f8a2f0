"""``python -m ginrummy.protocol --write-schema``: the protocol's JSON schema."""

from ginrummy.protocol import main

raise SystemExit(main())
