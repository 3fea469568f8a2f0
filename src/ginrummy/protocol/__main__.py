"""``python -m ginrummy.protocol --write-schema``: the protocol's JSON schema."""

from ginrummy.protocol.schema import main

raise SystemExit(main())
