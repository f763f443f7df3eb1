"""demo-db/convert.py's parts: the source (common), view rewrites, each target, verification."""
