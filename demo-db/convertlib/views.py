"""View SQL: a small tokenizer and the rewrites where SQLite's dialect differs from the targets'."""

from .common import *  # noqa: F401,F403

# --------------------------------------------------------------------------------------------
# View SQL: a small tokenizer and the rewrites where SQLite's dialect differs
# --------------------------------------------------------------------------------------------

TOKEN_RE = re.compile(r"""
    (?P<ws>\s+)
  | (?P<comment>--[^\n]*|/\*.*?(?:\*/|\Z))
  | (?P<string>'(?:[^']|'')*')
  | (?P<blob>[xX]'[0-9a-fA-F]*')
  | (?P<qident>"(?:[^"]|"")*"|\[[^\]]*\]|`(?:[^`]|``)*`)
  | (?P<number>0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<ident>[^\W\d]\w*\$?\w*)
  | (?P<param>[?:@$]\w*)
  | (?P<op>\|\||<<|>>|<=|>=|==|!=|<>|.)
""", re.S | re.X)

# Words never taken for a table or column name when left unquoted.
KEYWORDS = set("""ALL AND AS ASC BETWEEN BY CASE CAST COLLATE CROSS CURRENT_DATE CURRENT_TIME
CURRENT_TIMESTAMP DESC DISTINCT ELSE END ESCAPE EXCEPT EXISTS FALSE FILTER FROM FULL GLOB GROUP HAVING
IN INNER INTERSECT IS ISNULL JOIN LEFT LIKE LIMIT NATURAL NOT NOTNULL NULL OFFSET ON OR ORDER OUTER OVER
PARTITION RANGE RECURSIVE RIGHT ROWS SELECT THEN TRUE UNION USING VALUES WHEN WHERE WINDOW WITH""".split())

# SQLite functions with no generic translation: the view is kept as written and loading decides.
SQLITE_ONLY = {"strftime", "date", "time", "datetime", "julianday", "unixepoch", "printf", "total", "typeof",
               "char", "unicode", "hex", "quote", "randomblob", "zeroblob", "glob", "likely", "unlikely",
               "likelihood", "changes", "last_insert_rowid", "sqlite_version", "json_extract"}
# Of those, the ones DuckDB has too, with SQLite's meaning.
DUCKDB_HAS = {"hex", "typeof", "printf", "unicode", "json_extract"}


def tokenize(sql: str) -> list[tuple[str, str]]:
    return [(m.lastgroup, m.group()) for m in TOKEN_RE.finditer(sql)]


def sig(toks, i):
    """Index of the next token at or after i that is not whitespace or a comment (or None)."""
    while i < len(toks) and toks[i][0] in ("ws", "comment"):
        i += 1
    return i if i < len(toks) else None


def unquote(tok) -> str:
    """A name token's text without its quotes ("x", [x] or `x`)."""
    kind, s = tok
    if kind == "qident":
        q = s[0]
        return s[1:-1].replace(q * 2, q) if q != "[" else s[1:-1]
    return s


def match_paren(toks, i) -> int:
    """Index of the ')' closing the '(' at i."""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j] == ("op", "("):
            depth += 1
        elif toks[j] == ("op", ")"):
            depth -= 1
            if depth == 0:
                return j
    raise ConvertError("unbalanced parentheses in view SQL")


def split_top(toks, sep=","):
    """Split a token list at commas (or another op) that are not inside parentheses."""
    parts, cur, depth = [], [], 0
    for tok in toks:
        if tok == ("op", "("):
            depth += 1
        elif tok == ("op", ")"):
            depth -= 1
        if depth == 0 and tok == ("op", sep):
            parts.append(cur)
            cur = []
        else:
            cur.append(tok)
    parts.append(cur)
    return parts


def text(toks) -> str:
    """Tokens back to SQL text."""
    return "".join(t for _, t in toks).strip()


def names_in(sql: str) -> set[str]:
    return {unquote(t).lower() for t in tokenize(sql) if t[0] in ("ident", "qident")}


def view_body(name: str, sql: str) -> str:
    """The SELECT of a CREATE VIEW: everything after the first AS outside parentheses."""
    toks = tokenize(sql)
    depth = 0
    for i, (kind, t) in enumerate(toks):
        depth += (t == "(") - (t == ")") if kind == "op" else 0
        if depth == 0 and kind == "ident" and t.upper() == "AS":
            return text(toks[i + 1:]).rstrip(";").rstrip()
    raise ConvertError(f"cannot find the SELECT of view {name!r}")


class Translator:
    """Rewrites SQLite view SQL for `dialect` ('postgres' or 'duckdb'), token by token, touching only
    what the target reads differently. `notes` collects what it saw but could not translate."""

    def __init__(self, dialect: str, names: list[str]):
        self.dialect = dialect
        self.spellings: dict[str, set[str]] = {}
        for n in names:
            self.spellings.setdefault(n.lower(), set()).add(n)
        self.notes: list[str] = []

    def run(self, sql: str) -> str:
        return self.tx(tokenize(sql))

    def name(self, tok) -> str:
        """An identifier as the target must see it. SQLite matches names without regard to case; PostgreSQL
        folds bare names to lower case, so a name with capitals is quoted in the spelling it was created with."""
        kind, t = tok
        if kind == "ident" and t.upper() in KEYWORDS:
            return t
        word = unquote(tok)
        found = self.spellings.get(word.lower(), set())
        if word in found or not found:
            real = word  # not ours (an alias, say) or spelled exactly as created: keep it
        elif len(found) == 1:
            real = next(iter(found))
        else:  # e.g. `stuid` when tables have both StuID and stuid: which one depends on the FROM
            self.notes.append(f"name {word!r} could be any of {', '.join(sorted(found))}")
            real = word
        if kind == "qident" or (found and real != real.lower()):
            return qi(real)
        return t

    def tx(self, toks) -> str:
        out, i, pg = [], 0, self.dialect == "postgres"
        while i < len(toks):
            kind, t = toks[i]
            if kind == "ident":
                j = sig(toks, i + 1)
                is_call = j is not None and toks[j] == ("op", "(") and (t.upper() == "CAST" or t.upper() not in KEYWORDS)
                if is_call:
                    k = match_paren(toks, j)
                    rewritten = self.call(t, split_top(toks[j + 1:k]))
                    if rewritten is not None:
                        out.append(rewritten)
                        i = k + 1
                        continue
                    out.append(t)  # a function left as it is; its arguments are translated as we go
                elif t.upper() == "LIKE":
                    out.append("ILIKE")  # SQLite's LIKE ignores case; PostgreSQL's and DuckDB's do not
                elif t.upper() == "GLOB":
                    self.notes.append("GLOB")
                    out.append(t)
                else:
                    out.append(self.name(toks[i]))
            elif kind == "qident":
                out.append(self.name(toks[i]))
            elif kind == "op" and t == "==":
                out.append("=")
            elif kind == "op" and t == "/" and not pg:
                self.notes.append("'/' divides integers as floating point in DuckDB")
                out.append(t)
            elif kind == "blob" and pg:
                out.append(f"'\\x{t[2:-1]}'::bytea")
            else:
                out.append(t)
            i += 1
        return "".join(out)

    def call(self, fname: str, args) -> str | None:
        """A function call to rewrite, or None to leave it (its arguments still get translated)."""
        f, pg = fname.lower(), self.dialect == "postgres"
        a = [self.tx(x).strip() for x in args]
        if f == "cast":
            # SQLite's INTEGER is 64-bit and its REAL a double; the same words mean 32-bit types elsewhere.
            as_at = [i for i, tk in enumerate(args[0]) if tk[0] == "ident" and tk[1].upper() == "AS"]
            if len(args) != 1 or not as_at:
                return None
            k = as_at[-1]  # the outermost AS comes last: a type name holds none
            types = PG_TYPE if pg else DUCK_TYPE
            return f"CAST({self.tx(args[0][:k]).strip()} AS {types[declared_target(text(args[0][k + 1:]))]})"
        if f == "iif" and len(a) == 3:
            return f"(CASE WHEN {a[0]} THEN {a[1]} ELSE {a[2]} END)"
        if not pg:
            if f in SQLITE_ONLY - DUCKDB_HAS:
                self.notes.append(f"{fname}()")
            return None
        if f == "ifnull" and len(a) == 2:
            return f"COALESCE({a[0]}, {a[1]})"
        if f == "round" and len(a) == 2:
            # PostgreSQL rounds to a number of places only for numeric; cast back so the column stays a
            # double as in SQLite.
            return f"CAST(round(CAST({a[0]} AS numeric), {a[1]}) AS double precision)"
        if f == "instr" and len(a) == 2:
            return f"strpos({a[0]}, {a[1]})"
        if f == "group_concat" and len(a) in (1, 2):
            first = args[0]
            j = sig(first, 0)
            distinct = j is not None and first[j][0] == "ident" and first[j][1].upper() == "DISTINCT"
            expr = self.tx(first[j + 1:]).strip() if distinct else a[0]
            sep = a[1] if len(a) == 2 else "','"
            return f"string_agg({'DISTINCT ' if distinct else ''}CAST({expr} AS text), {sep})"
        if f in SQLITE_ONLY:
            self.notes.append(f"{fname}()")
        return None


# Aggregate functions (SQLite's and the targets'); a select item calling one is never wrapped.
AGGREGATES = {"count", "sum", "avg", "min", "max", "total", "group_concat", "string_agg", "array_agg",
              "json_group_array", "json_group_object", "bool_and", "bool_or", "any_value", "median"}


def key_of(toks) -> str:
    """A token list compared loosely: without spaces or comments, names unquoted and lower-cased."""
    return "".join(unquote(x).lower() if x[0] in ("ident", "qident") else x[1]
                   for x in toks if x[0] not in ("ws", "comment"))


def wrap_ungrouped(sql: str) -> str | None:
    """SQLite lets a GROUP BY query select a column, or an expression of columns, that is not grouped: it
    takes the value from some row of the group. PostgreSQL accepts that only for columns of a table whose
    primary key is grouped, DuckDB never. Wrapping such items in MIN() keeps SQLite's meaning in the usual
    case, a value that is the same on every row of the group. Only the outermost plain SELECT is handled;
    returns None when there is nothing to wrap."""
    toks = tokenize(sql)
    depth, pos = 0, {}
    for i, (kind, t) in enumerate(toks):
        if kind == "op":
            depth += (t == "(") - (t == ")")
        elif depth == 0 and kind == "ident":
            w = t.upper()
            if w in ("UNION", "INTERSECT", "EXCEPT", "WITH"):
                return None
            if w == "BY":
                if "GROUP" in pos:
                    pos.setdefault("BY", i)  # the first BY after GROUP is GROUP's
            elif w in ("SELECT", "FROM", "GROUP", "HAVING", "ORDER", "LIMIT", "WINDOW"):
                pos.setdefault(w, i)
    if not all(k in pos for k in ("SELECT", "FROM", "BY")):
        return None
    start = pos["SELECT"] + 1
    j = sig(toks, start)
    if j is not None and toks[j][0] == "ident" and toks[j][1].upper() in ("DISTINCT", "ALL"):
        start = j + 1
    ends = [pos[k] for k in ("HAVING", "ORDER", "LIMIT", "WINDOW") if k in pos and pos[k] > pos["BY"]]
    items = split_top(toks[start:pos["FROM"]])
    keys = set()
    for g in split_top(toks[pos["BY"] + 1:min(ends, default=len(toks))]):
        k = key_of(g)
        if k.isdigit() and 0 < int(k) <= len(items):  # GROUP BY 2 means the second select item
            k = key_of(items[int(k) - 1])
        keys.add(k)
        if "." not in k:
            keys.add("*" + k)  # an unqualified name (or an output alias) matches any table's column of that name
    new_items, changed = [], False
    for item in items:
        s = [x for x in item if x[0] not in ("ws", "comment")]
        alias = None
        if len(s) >= 3 and s[-2][0] == "ident" and s[-2][1].upper() == "AS":
            alias, s = s[-1], s[:-2]
        elif (len(s) >= 2 and s[-1][0] in ("ident", "qident") and s[-2][0] in ("ident", "qident")
              and s[-1][1].upper() not in KEYWORDS):
            alias, s = s[-1], s[:-1]
        bare = (len(s) % 2 == 1 and all(x[0] in ("ident", "qident") for x in s[::2])
                and all(x == ("op", ".") for x in s[1::2]) and s[0][1].upper() not in KEYWORDS)
        grouped = (key_of(s) in keys or (bare and "*" + unquote(s[-1]).lower() in keys)
                   or (alias is not None and "*" + unquote(alias).lower() in keys))
        aggregate = any(x[0] == "ident" and (x[1].upper() in ("OVER", "SELECT") or (
            x[1].lower() in AGGREGATES and (n := sig(s, i + 1)) is not None and s[n] == ("op", "(")))
            for i, x in enumerate(s))
        if grouped or aggregate or not s or s[-1] == ("op", "*"):
            new_items.append(text(item))
            continue
        # A bare column keeps its name as the alias, so ORDER BY or HAVING can still refer to it.
        name = alias[1] if alias else (qi(unquote(s[-1])) if bare else None)
        new_items.append(f"MIN({text(s)})" + (f" AS {name}" if name else ""))
        changed = True
    if not changed:
        return None
    return text(toks[:start]) + " " + ", ".join(new_items) + "\n" + text(toks[pos["FROM"]:])


def object_names(tables: list[Table], views: list[View]) -> list[str]:
    """Every table, view and column name: the names whose spelling view SQL must keep."""
    return ([t.name for t in tables] + [c.name for t in tables for c in t.columns]
            + [v.name for v in views] + [c for v in views for c in v.columns])


def view_candidates(view: View, dialect: str, names: list[str]) -> list[str]:
    """The SELECTs to try, best first: the translation, the translation with ungrouped items wrapped,
    and the view exactly as SQLite has it (a last resort when the translation itself went wrong)."""
    tr = Translator(dialect, names)
    first = tr.run(view.body)
    for note in dict.fromkeys(tr.notes):
        warn(f"view {view.name}: {note}: no generic translation, kept as written")
    out = [first, wrap_ungrouped(first), view.body]
    return [c for i, c in enumerate(out) if c and c not in out[:i]]


def read_views(con: sqlite3.Connection) -> list[View]:
    views = []
    for name, sql in con.execute("SELECT name, sql FROM sqlite_master WHERE type = 'view' ORDER BY rowid"):
        try:
            cols = [r[0] for r in con.execute("SELECT name FROM pragma_table_info(?)", (name,))]
        except sqlite3.Error as e:
            raise ConvertError(f"view {name!r} is broken in SQLite itself: {e}") from None
        views.append(View(name, cols, sql, view_body(name, sql)))
    # A view can only be created after the views it reads; sqlite_master order usually is that
    # order, but SQLite does not insist on it, so sort by dependency.
    ordered, pending = [], list(views)
    while pending:
        ready = [v for v in pending
                 if not any(o is not v and o in pending and o.name.lower() in names_in(v.body) for o in pending)]
        if not ready:  # a cycle cannot be created in SQLite either; keep the original order
            ready = pending[:]
        ordered += ready
        pending = [v for v in pending if v not in ready]
    return ordered
