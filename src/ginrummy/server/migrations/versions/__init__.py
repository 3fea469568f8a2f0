"""The store's schema revisions, oldest first (``v0001_schema`` creates it)."""
