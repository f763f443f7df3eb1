"""The PostgreSQL form: a psql script with tables, rows (COPY), indexes, foreign keys and views."""

from .common import *  # noqa: F401,F403
from .views import *  # noqa: F401,F403

# --------------------------------------------------------------------------------------------
# PostgreSQL script
# --------------------------------------------------------------------------------------------

def copy_value(v, target: str) -> str:
    """One field of COPY's text format: \\N is NULL; backslash and line breaks are escaped."""
    if v is None:
        return "\\N"
    if target == "bigint":
        return str(v)
    if target in ("double", "numeric"):
        return repr(float(v)) if isinstance(v, float) else str(v)  # repr round-trips exactly
    if target == "bytea":
        s = "\\x" + bytes(v).hex()
    else:
        s = v if isinstance(v, str) else text_of(v)
        if "\x00" in s:
            raise ConvertError("a text value contains a NUL character, which PostgreSQL cannot store")
    return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")


def dollar(body: str, base: str) -> str:
    """A dollar-quote tag that does not occur in body."""
    n = 0
    while f"${base}{n}$" in body:
        n += 1
    return f"${base}{n}$"


def pg_view(view: View, candidates: list[str]) -> str:
    """A DO block that creates the view from the first candidate PostgreSQL accepts, and otherwise
    stops the load with an error that names the view and says what went wrong with each try."""
    cols = ", ".join(qi(c) for c in view.columns)
    stmts = [f"CREATE VIEW {qi(view.name)} ({cols}) AS\n{c}" for c in candidates]
    tries = []
    for n, s in enumerate(stmts, 1):
        tag = dollar(s, "v")
        note = "" if n == 1 else (f"\n    RAISE WARNING 'view %: created from fallback % of %', vname, {n}, {len(stmts)};")
        tries.append(f"  BEGIN\n    EXECUTE {tag}{s}{tag};{note}\n    RETURN;\n"
                     f"  EXCEPTION WHEN OTHERS THEN errs := errs || E'\\n  try {n}: ' || SQLERRM;\n  END;")
    body = "\n".join(tries)
    tag = dollar(body, "do")
    return (f"DO {tag}\nDECLARE\n  vname text := {ql(view.name)};\n  errs text := '';\nBEGIN\n{body}\n"
            f"  RAISE EXCEPTION 'convert.py: view \"%\" could not be created in PostgreSQL:%', vname, errs;\n"
            f"END\n{tag};\n")


def write_postgres(con: sqlite3.Connection, out: Path, src: str) -> None:
    tables, views = read_tables(con), read_views(con)
    names = object_names(tables, views)
    tmp = out.with_name(out.name + ".tmp")  # renamed at the end: never a half-written script under the real name
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            write_postgres_script(f, con, tables, views, names, src)
        os.replace(tmp, out)
    finally:
        if tmp.exists():
            tmp.unlink()
    print(f"wrote {out}: {len(tables)} tables, {len(views)} views", file=sys.stderr)


def write_postgres_script(f, con, tables: list[Table], views: list[View], names: list[str], src: str) -> None:
    """The script itself: tables, rows, indexes, foreign keys, views, ANALYZE."""
    f.write(f"-- {Path(src).name} for PostgreSQL, written by demo-db/convert.py.\n"
            "-- Load into an empty database: psql -v ON_ERROR_STOP=1 -f THIS_FILE\n"
            "\\set ON_ERROR_STOP on\nSET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\n"
            "BEGIN;\n\n")
    for t in tables:
        lines = [f"    {qi(c.name)} {PG_TYPE[c.target]}{' NOT NULL' if c.notnull else ''}" for c in t.columns]
        if t.pk:
            lines.append(f"    PRIMARY KEY ({', '.join(map(qi, t.pk))})")
        lines += [f"    UNIQUE ({', '.join(map(qi, u))})" for u in t.uniques]
        f.write(f"CREATE TABLE {qi(t.name)} (\n" + ",\n".join(lines) + "\n);\n")
    f.write("\n")
    for t in tables:
        cols = ", ".join(qi(c.name) for c in t.columns)
        f.write(f"COPY {qi(t.name)} ({cols}) FROM stdin;\n")
        for row in con.execute(f"SELECT {cols} FROM {qi(t.name)}"):
            try:
                f.write("\t".join(copy_value(v, c.target) for v, c in zip(row, t.columns)) + "\n")
            except ConvertError as e:
                raise ConvertError(f"table {t.name}: {e}") from None
        f.write("\\.\n\n")
    # Indexes and foreign keys after the rows: faster to build, and tables may reference each other
    # in any order (employees <-> curr_dept here).
    for t in tables:
        for iname, unique, cols in t.indexes:
            keys = ", ".join(qi(c) + (" DESC" if d else "") for c, d in cols)
            f.write(f"CREATE {'UNIQUE ' if unique else ''}INDEX {qi(iname)} ON {qi(t.name)} ({keys});\n")
    for t in tables:
        for fk in t.fks:
            actions = "".join(f" ON {k.upper()} {fk['on_' + k]}" for k in ("update", "delete")
                              if fk["on_" + k] not in (None, "NO ACTION"))
            f.write(f"ALTER TABLE {qi(t.name)} ADD FOREIGN KEY ({', '.join(map(qi, fk['cols']))}) "
                    f"REFERENCES {qi(fk['parent'])} ({', '.join(map(qi, fk['parent_cols']))}){actions};\n")
    f.write("\n")
    for v in views:
        f.write(pg_view(v, view_candidates(v, "postgres", names)) + "\n")
    f.write("COMMIT;\n\nANALYZE;\n")
