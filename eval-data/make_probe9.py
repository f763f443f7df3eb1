#!/usr/bin/env python3
"""Build eval-data/probe9.jsonl and three new SQLite databases in eval-data/dbs9/.

A held-in probe set that measures how the parser generalises to databases and questions it has
never seen. The three databases (chess_federation, freight_logistics, online_marketplace), their
data, the questions and the gold SQL were all written fresh for this project, in the style of
Spider; none of it comes from any benchmark (the AmbiQT held-out split and its databases were not
opened, and the parser's sources were not read). The structure, setup shapes and checks copy
make_probe8a.py / make_probe8b.py; the shared helpers come from probe_kit.py.

What is new against probe4-8 (whose databases were 4-7 hand-written tables of 8-20 rows):

  - Realistic sizes. Each database has 7 or 8 tables of 25 to 400 rows, generated
    deterministically from a seeded random.Random and inline word lists, so values repeat and
    overlap across columns and tables: the same city in club and tournament, in Depots and
    Customers; the same surname among players, drivers, customers' contacts and company names;
    a country both as a text column (player.Nationality, Members.Country,
    Ref_Currency_Codes.Issuing_Country) and in a lookup table (Country).
  - Spider's real-world untidiness: naming styles mixed within one database (`PlayerID`,
    `DateOfBirth`, `FirstName`, `Std_Rating`, `Club_Name`, `driver_id`, `first_name`,
    `UserName`, `DateJoined`), abbreviations (`Rapid_Rtg`, `Num_Moves`, `Num_Rounds`,
    `Seed_Num`, `Game_Dt`, `Start_Dt`, `Opening_Cd`, `Opening_Desc`, `Prize_Fund_Amt`,
    `Cargo_Type_Cd`, `Cargo_Type_Desc`, `Freight_Amt`, `Reg_No`, `Model_Yr`, `Qty`, `Sale_Amt`,
    `Comment_Txt`, `Currency_Cd`, `Commission_Pct`);
    a code / lookup table joined by its code in each database (Ref_Opening_Types,
    Ref_Cargo_Types, Ref_Currency_Codes); two foreign keys from one table to the same table
    (game.White_ID / game.Black_ID, Shipments.From_Depot / Shipments.To_Depot, Sales.buyer_id
    / Sales.seller_id); links with no declared foreign key, same-named columns only
    (tournament.Country_Code -> Country, Trucks.Depot_ID -> Depots, Feedback.SaleID -> Sales);
    a self-reference (player.Coach_ID, Drivers.Supervisor_ID, Categories.Parent_ID); a link
    table with a two-column key (tournament_entry, Driver_Assignments, Watchlist); numbers stored
    as TEXT (player.Rapid_Rtg, club.Founded_Yr, Trucks.Model_Yr, Members.Birth_Yr); dates as
    ISO text; NULLs (titles, coaches, clubs, rapid ratings, openings, hazard classes, delivery
    dates, seller ratings, comments, refunds); flags holding 'Y'/'N' (Has_Website, Is_Active,
    Is_24hr, Is_Key_Account, Is_Verified, Is_Resolved, Is_Accepted) or 'T'/'F' (Is_Open,
    Is_Reefer, Is_Active).
  - Questions in the voice of Spider's crowd annotators ("Show all the clubs whose number of
    members is bigger than 300.", "list first name, last name and rating of players from
    Germany order by rating", "Give me ...", "Tell me ...", "What is the number of ..."), with
    values as a user would type them (a capitalised proper noun, "frozen food" for the stored
    'Frozen food', "Swiss francs" for 'Swiss Franc', never a stored 'Y' / 'T' flag) and numbers
    as digits or words.
  - A Spider-like hardness mix (about 25% easy, 35% medium, 25% hard, 15% extra by probe_kit's
    approximation of Spider's eval_hardness, printed after writing): about a third of the
    intents join (through the lookup tables, the role-playing keys, the undeclared links, the
    self-references and two hops), about a quarter are nested or set operations.

Money and other REAL columns hold whole numbers or quarters, so that a sum does not depend on
the order SQLite adds the rows in.

Records use the AmbiQT format (`id`, `kind`, `db_id`, `question`, `gold` [2 SQL], `setup`,
`spider_sql`), with setup statements shaped exactly like dev.jsonl's:

  B  the base question on the unmodified database: setup [], gold [sql, sql]
  J  one non-key column c of table t copied, shifted by one row, into a new table "t_c" (key, c);
     gold[0] is the base SQL, gold[1] reads c through a join on the key (also inside subqueries
     and on both sides of a set operation)
  C  c renamed to a synonym, and a second synonym column added with the shifted (+1 for numbers)
     values; gold[0] uses the first synonym, gold[1] the second
  T  table t renamed to a synonym, and a copy under a second synonym with every third row deleted;
     gold[0] uses the first table name, gold[1] the second
  P  a precomputed aggregate table "<t>_<c>" (count / sum / avg / min / max of c, grouped by the
     grouping or filter column), every value +1; gold[1] reads the precomputed column

Record ids are "<kind>9-NNNN" (J9-0001, ...), numbered from 1 within each kind.

Every intent is asked twice in different words, as Spider's annotators do (the entry of the
second wording has again=True and follows the first directly); since the checks refuse a
repeated SQL string within a database, the second wording's SQL is an equivalent rewrite that
follows that wording (column order, join order, ">= 9" for "> 8", BETWEEN for LIKE on a date,
EXCEPT for NOT IN, IN (subquery) for a join, the other operand order of INTERSECT / UNION,
max() in a subquery for "limit 1", an ORDER BY the wording asks for, ...). Select columns
follow the order in which the question names them: "the average X for each Y" selects avg(x)
first, "for each Y, the average X" selects y first. Joins use Spider's aliases T1, T2, ...
(lowercased, as dev.jsonl's golds are).

Checks, on an in-memory copy of each database (SQLite backup API); if any fails nothing is
written (no database, no jsonl):
  - every database has 5-9 tables of 25-400 rows each and no foreign key violation;
  - every gold runs; the base SQL returns at least one non-null row;
  - gold[0] of a variant gives the base result on the modified database;
  - the two golds of a J / C / T / P record return different results (multisets, in order only
    when the SQL has ORDER BY); a variant whose readings agree is dropped (and reported), not
    treated as a failure;
  - the variant's gold[1] gives the base result on an unperturbed twin of the setup (J: the split
    table holds the unshifted values; C: the second synonym holds a plain copy; T: nothing is
    deleted; P: no +1), so that gold[1] really is the same question read another way;
  - an "... order by ... limit 1" superlative has no tie for its top row (base and gold[1]);
  - template variants (C / T) give back the base SQL for the original name;
  - no two questions (or two golds) of one database are the same;
  - no question and no base SQL repeats one of an existing eval-data/probe*.jsonl (other than
    this script's own output) or of the AmbiQT dev split (../shared/data/ambiqt/dev.jsonl);
  - and, new here because tables are larger and values repeat: no gold with a top-level ORDER BY
    (in any record, on its modified database) has two rows that tie on the ORDER BY keys but
    differ in what is selected, among the rows it returns or across the cut of its LIMIT, so
    that no gold depends on how SQLite happens to break a tie; and the two wordings of an intent
    return the same rows on the base database (as multisets, columns in any order).

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe9.py [--out FILE] [--dbs DIR]
"""

import datetime
import random
from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe9.jsonl"
DEFAULT_DBS = HERE / "dbs9"
ID_TAG = "9"
AMBIQT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"

# Rows each table must hold, and tables each database must have (the checks refuse a database
# outside these ranges).
ROWS_PER_TABLE = (25, 400)
TABLES_PER_DB = (5, 9)

# ================================================================ databases
#
# Each database is generated from a seeded random.Random and inline word lists, and turned into
# an SQL script (CREATE TABLE, then INSERT). Money and other REAL columns hold whole numbers or
# quarters, so that sums and averages do not depend on the order SQLite adds the rows in.


DATABASES = {}


_lit = probe_kit.lit
_inserts = probe_kit.inserts
_day = probe_kit.day
_plus = probe_kit.plus
_quarter = probe_kit.quarter


# ---------------------------------------------------------------- chess_federation

_CHESS_COUNTRIES = [
    # code, name, continent, federation founded, cities, name pool
    ("NOR", "Norway", "Europe", "1914", ["Oslo", "Bergen", "Trondheim", "Stavanger"], "nordic"),
    ("SWE", "Sweden", "Europe", "1917", ["Stockholm", "Gothenburg", "Malmo", "Uppsala"], "nordic"),
    ("DEN", "Denmark", "Europe", "1903", ["Copenhagen", "Aarhus", "Odense"], "nordic"),
    ("FIN", "Finland", "Europe", "1931", ["Helsinki", "Tampere", "Turku"], "nordic"),
    ("ISL", "Iceland", "Europe", "1925", ["Reykjavik", "Akureyri"], "nordic"),
    ("GER", "Germany", "Europe", "1877", ["Berlin", "Hamburg", "Dresden", "Leipzig", "Munich"], "german"),
    ("NED", "Netherlands", "Europe", "1873", ["Amsterdam", "Utrecht", "Groningen", "Haarlem"], "german"),
    ("AUT", "Austria", "Europe", "1920", ["Vienna", "Graz", "Linz"], "german"),
    ("SUI", "Switzerland", "Europe", "1889", ["Zurich", "Geneva", "Basel", "Bern"], "german"),
    ("FRA", "France", "Europe", "1921", ["Paris", "Lyon", "Marseille", "Nancy"], "latin"),
    ("ESP", "Spain", "Europe", "1927", ["Madrid", "Barcelona", "Seville", "Valencia"], "latin"),
    ("ITA", "Italy", "Europe", "1920", ["Rome", "Milan", "Turin", "Bologna"], "latin"),
    ("POR", "Portugal", "Europe", "1927", ["Lisbon", "Porto", "Coimbra"], "latin"),
    ("POL", "Poland", "Europe", "1926", ["Warsaw", "Krakow", "Wroclaw"], "slavic"),
    ("HUN", "Hungary", "Europe", "1911", ["Budapest", "Debrecen", "Szeged"], "slavic"),
    ("CZE", "Czechia", "Europe", "1905", ["Prague", "Brno", "Ostrava"], "slavic"),
    ("UKR", "Ukraine", "Europe", "1991", ["Kyiv", "Lviv", "Odesa", "Kharkiv"], "slavic"),
    ("ARM", "Armenia", "Asia", "1927", ["Yerevan", "Gyumri"], "slavic"),
    ("GEO", "Georgia", "Asia", "1932", ["Tbilisi", "Batumi"], "slavic"),
    ("GRE", "Greece", "Europe", "1923", ["Athens", "Thessaloniki"], "latin"),
    ("ENG", "England", "Europe", "1904", ["London", "Manchester", "Bristol", "Hastings"], "english"),
    ("SCO", "Scotland", "Europe", "1884", ["Edinburgh", "Glasgow", "Aberdeen"], "english"),
    ("IRL", "Ireland", "Europe", "1912", ["Dublin", "Cork", "Galway"], "english"),
    ("USA", "United States", "North America", "1939", ["New York", "Chicago", "Saint Louis", "Boston"], "english"),
    ("CAN", "Canada", "North America", "1932", ["Toronto", "Montreal", "Vancouver"], "english"),
    ("AUS", "Australia", "Oceania", "1923", ["Sydney", "Melbourne", "Perth"], "english"),
    ("IND", "India", "Asia", "1951", ["Chennai", "Mumbai", "Delhi", "Kolkata"], "indian"),
    ("CHN", "China", "Asia", "1962", ["Beijing", "Shanghai", "Hangzhou"], "chinese"),
    ("JPN", "Japan", "Asia", "1968", ["Tokyo", "Osaka"], "chinese"),
    ("ARG", "Argentina", "South America", "1921", ["Buenos Aires", "Rosario", "Cordoba"], "latin"),
    ("BRA", "Brazil", "South America", "1924", ["Sao Paulo", "Rio de Janeiro", "Curitiba"], "latin"),
    ("PER", "Peru", "South America", "1942", ["Lima", "Arequipa"], "latin"),
    ("EGY", "Egypt", "Africa", "1950", ["Cairo", "Alexandria"], "latin"),
]

# Where the players come from: a weight per country (most players from a few federations).
_CHESS_WEIGHTS = {"NOR": 14, "SWE": 8, "DEN": 6, "FIN": 4, "ISL": 3, "GER": 16, "NED": 10, "AUT": 4,
                  "SUI": 4, "FRA": 10, "ESP": 9, "ITA": 7, "POR": 3, "POL": 8, "HUN": 6, "CZE": 5,
                  "UKR": 7, "ARM": 4, "GEO": 3, "GRE": 2, "ENG": 10, "SCO": 3, "IRL": 3, "USA": 9,
                  "CAN": 4, "AUS": 3, "IND": 9, "CHN": 5, "JPN": 1, "ARG": 3, "BRA": 2, "PER": 2,
                  "EGY": 2}

_FIRST = {
    "nordic": (["Magnus", "Erik", "Lars", "Johan", "Anders", "Nils", "Henrik", "Olav", "Jonas", "Aksel", "Mikael", "Sven"],
               ["Ingrid", "Sofie", "Karin", "Astrid", "Liv", "Elin", "Maja", "Freja", "Sigrid", "Hanna"]),
    "german": (["Jan", "Lukas", "Felix", "Matthias", "Stefan", "Daniel", "Tobias", "Pieter", "Jonas", "Klaus", "Niels"],
               ["Anna", "Lena", "Julia", "Elisabeth", "Sanne", "Femke", "Katrin", "Hanna", "Marie"]),
    "latin": (["Pablo", "Luis", "Marco", "Carlos", "Andrea", "Pierre", "Julien", "Diego", "Paulo", "Nikos", "Omar", "Matteo"],
              ["Lucia", "Sofia", "Elena", "Marie", "Camille", "Ana", "Giulia", "Ines", "Laura", "Chiara"]),
    "slavic": (["Piotr", "Jan", "Tomas", "Pavel", "Andriy", "Levon", "Giorgi", "Peter", "Dmytro", "Gabor", "Marek"],
               ["Anna", "Katarzyna", "Olena", "Nana", "Judit", "Elina", "Marta", "Zsofia", "Alina"]),
    "english": (["James", "David", "Michael", "Daniel", "Luke", "Sam", "Ryan", "Peter", "Thomas", "Connor", "Ben"],
                ["Emma", "Sarah", "Jessica", "Hannah", "Alice", "Grace", "Laura", "Anna", "Chloe"]),
    "indian": (["Arjun", "Vidit", "Rohan", "Aditya", "Karthik", "Nihal", "Pranav", "Raunak"],
               ["Priya", "Divya", "Harika", "Tania", "Vaishali", "Anjali"]),
    "chinese": (["Wei", "Hao", "Lei", "Yu", "Jun", "Kenji", "Hiro", "Tao"],
                ["Lin", "Mei", "Xue", "Yan", "Yuki", "Hana", "Jing"]),
}

_LAST = {
    "nordic": ["Hansen", "Johansen", "Larsen", "Berg", "Lindqvist", "Nielsen", "Andersson", "Dahl", "Holm", "Virtanen",
               "Eriksson", "Haugen", "Lund", "Jensen", "Stefansson"],
    "german": ["Fischer", "Weber", "Schmidt", "Bauer", "Keller", "de Vries", "Bakker", "Visser", "Wagner", "Huber",
               "Meyer", "Brandt", "Jansen", "Berg"],
    "latin": ["Garcia", "Rossi", "Martin", "Silva", "Lopez", "Moreau", "Ferrari", "Navarro", "Costa", "Dubois",
              "Santos", "Romero", "Ricci", "Papadakis", "Mansour"],
    "slavic": ["Nowak", "Kowalski", "Novak", "Horvath", "Kovalenko", "Petrosyan", "Beridze", "Szabo", "Dvorak",
               "Shevchenko", "Wojcik", "Nagy", "Sargsyan"],
    "english": ["Smith", "Jones", "Taylor", "Brown", "Walsh", "Murphy", "Campbell", "Wilson", "Clarke", "Hughes",
                "Martin", "Kelly", "Johnson"],
    "indian": ["Sharma", "Iyer", "Gupta", "Rao", "Menon", "Reddy", "Das", "Nair"],
    "chinese": ["Wang", "Li", "Zhang", "Chen", "Liu", "Tanaka", "Sato", "Yamada"],
}

_OPENINGS = [
    ("A04", "Reti Opening", "Reti", "Nf3"),
    ("A10", "English Opening", "English", "c4"),
    ("A22", "English, Bremen System", "English", "c4"),
    ("A45", "Trompowsky Attack", "Queen Pawn Game", "d4"),
    ("A80", "Dutch Defence", "Dutch", "d4"),
    ("B01", "Scandinavian Defence", "Scandinavian", "e4"),
    ("B07", "Pirc Defence", "Pirc", "e4"),
    ("B12", "Caro-Kann, Advance Variation", "Caro-Kann", "e4"),
    ("B19", "Caro-Kann, Classical Variation", "Caro-Kann", "e4"),
    ("B22", "Sicilian, Alapin Variation", "Sicilian", "e4"),
    ("B33", "Sicilian, Sveshnikov Variation", "Sicilian", "e4"),
    ("B42", "Sicilian, Kan Variation", "Sicilian", "e4"),
    ("B90", "Sicilian, Najdorf Variation", "Sicilian", "e4"),
    ("C00", "French Defence", "French", "e4"),
    ("C11", "French, Classical Variation", "French", "e4"),
    ("C18", "French, Winawer Variation", "French", "e4"),
    ("C42", "Petrov Defence", "Petrov", "e4"),
    ("C45", "Scotch Game", "Scotch", "e4"),
    ("C50", "Italian Game", "Italian", "e4"),
    ("C54", "Giuoco Piano", "Italian", "e4"),
    ("C65", "Ruy Lopez, Berlin Defence", "Ruy Lopez", "e4"),
    ("C84", "Ruy Lopez, Closed Variation", "Ruy Lopez", "e4"),
    ("C89", "Ruy Lopez, Marshall Attack", "Ruy Lopez", "e4"),
    ("D02", "London System", "Queen Pawn Game", "d4"),
    ("D10", "Slav Defence", "Slav", "d4"),
    ("D20", "Queen's Gambit Accepted", "Queen's Gambit", "d4"),
    ("D37", "Queen's Gambit Declined", "Queen's Gambit", "d4"),
    ("D85", "Gruenfeld, Exchange Variation", "Gruenfeld", "d4"),
    ("E12", "Queen's Indian Defence", "Queen's Indian", "d4"),
    ("E20", "Nimzo-Indian Defence", "Nimzo-Indian", "d4"),
    ("E60", "King's Indian Defence", "King's Indian", "d4"),
    ("E97", "King's Indian, Classical Variation", "King's Indian", "d4"),
]

_CLUB_SUFFIXES = ["Chess Club", "Knights", "Rooks", "Chess Society", "Gambit Club", "Bishops", "Chess Academy",
                  "Pawns", "Castle Club"]
_TOURN_KINDS = [("Open", "Classical", "T"), ("Masters", "Classical", "F"), ("Rapid", "Rapid", "T"),
                ("Blitz Cup", "Blitz", "T"), ("Festival", "Classical", "T"), ("Invitational", "Classical", "F"),
                ("Classic", "Classical", "T"), ("Rapid Cup", "Rapid", "T")]


def _chess_federation():
    rng = random.Random(9101)
    countries = {c[0]: c for c in _CHESS_COUNTRIES}
    codes = [c[0] for c in _CHESS_COUNTRIES]
    weights = [_CHESS_WEIGHTS[c] for c in codes]

    country_rows = [(c[0], c[1], c[2], c[3]) for c in _CHESS_COUNTRIES]

    # clubs: 40, in the countries with most players
    clubs = []
    used = []
    while len(clubs) < 40:
        code = rng.choices(codes, weights)[0]
        city = rng.choice(countries[code][4])
        name = f"{city} {rng.choice(_CLUB_SUFFIXES)}"
        if name in used:
            continue
        used.append(name)
        clubs.append([len(clubs) + 1, name, city, code, str(rng.randint(1885, 2016)),
                      rng.randint(12, 420), rng.choice("YYN")])
    clubs_of = {}
    for c in clubs:
        clubs_of.setdefault(c[3], []).append(c[0])

    # players: 250, ratings all different
    ratings = rng.sample(range(1150, 2790), 250)
    players = []
    names = []
    for pid in range(1, 251):
        code = rng.choices(codes, weights)[0]
        pool = countries[code][5]
        sex = "F" if rng.random() < 0.3 else "M"
        first = rng.choice(_FIRST[pool][1 if sex == "F" else 0])
        last = rng.choice(_LAST[pool])
        while (first, last) in names:
            last = rng.choice(_LAST[pool])
            first = rng.choice(_FIRST[pool][1 if sex == "F" else 0])
        names.append((first, last))
        nationality = countries[code][1]
        if code in clubs_of and rng.random() < 0.85:
            club = rng.choice(clubs_of[code])
        elif rng.random() < 0.6:
            club = rng.randint(1, 40)  # plays for a club abroad
        else:
            club = None
        r = ratings[pid - 1]
        if r >= 2500:
            title = "GM" if sex == "M" or rng.random() < 0.5 else "WGM"
        elif r >= 2400:
            title = "IM" if sex == "M" else rng.choice(["IM", "WGM"])
        elif r >= 2300:
            title = "FM" if sex == "M" else rng.choice(["FM", "WIM"])
        elif r >= 2200:
            title = rng.choice(["CM", None]) if sex == "M" else rng.choice(["CM", "WFM"])
        else:
            title = None
        year = rng.randint(1948, 2012)
        dob = _day(rng, f"{year}-01-01", f"{year}-12-31")
        rapid = None if rng.random() < 0.15 else str(max(1000, min(2850, r + rng.randint(-120, 90))))
        active = "Y" if rng.random() < 0.85 else "N"
        players.append([pid, first, last, dob, sex, nationality, club, title, r, rapid, None, active])
    coaches = [p[0] for p in players if p[8] >= 2300]
    for p in players:
        if p[8] < 2450 and rng.random() < 0.4:
            coach = rng.choice(coaches)
            if coach != p[0]:
                p[10] = coach

    # tournaments: 45
    tourns = []
    tnames = []
    while len(tourns) < 45:
        code = rng.choices(codes, weights)[0]
        city = rng.choice(countries[code][4])
        kind, control, is_open = rng.choice(_TOURN_KINDS)
        year = rng.randint(2015, 2024)
        name = f"{city} {kind} {year}"
        if name in tnames:
            continue
        tnames.append(name)
        rounds = {"Classical": rng.choice([5, 7, 9, 9, 11]), "Rapid": rng.choice([7, 9, 11]),
                  "Blitz": rng.choice([9, 11, 13])}[control]
        start = _day(rng, f"{year}-01-05", f"{year}-12-10")
        days = {"Classical": (rounds + 1) // 2 + rng.randint(1, 3), "Rapid": 1 + rng.randint(0, 1),
                "Blitz": 0}[control]
        prize = None if rng.random() < 0.1 else rng.randint(4, 120) * 500
        host = rng.choice(clubs_of[code]) if code in clubs_of and rng.random() < 0.8 else None
        tourns.append([len(tourns) + 1, name, city, code, start, _plus(start, days), rounds, prize,
                       control, is_open, host])

    # entries: 7-10 players a tournament, mostly from the host country
    entries = []
    entrants = {}
    by_country = {}
    for p in players:
        by_country.setdefault(p[5], []).append(p[0])
    for t in tourns:
        n = rng.randint(7, 10)
        local = by_country.get(countries[t[3]][1], [])
        chosen = []
        while len(chosen) < n:
            pick = rng.choice(local) if local and rng.random() < 0.6 else rng.randint(1, 250)
            if pick not in chosen:
                chosen.append(pick)
        chosen.sort(key=lambda pid: -players[pid - 1][8])
        entrants[t[0]] = chosen
        # final ranks: the seeding, shuffled a little
        order = list(chosen)
        for _ in range(n):
            i = rng.randint(0, n - 2)
            if rng.random() < 0.5:
                order[i], order[i + 1] = order[i + 1], order[i]
        points = sorted((rng.randint(0, 2 * t[6]) / 2 for _ in range(n)), reverse=True)
        for seed, pid in enumerate(chosen, 1):
            rank = order.index(pid) + 1
            entries.append([t[0], pid, seed, rank, points[rank - 1]])

    # games: pair the entrants round by round, keep 400 of them
    games = []
    for t in tourns:
        who = entrants[t[0]]
        for rnd in range(1, t[6] + 1):
            pool = list(who)
            rng.shuffle(pool)
            for i in range(0, len(pool) - 1, 2):
                games.append((t, rnd, pool[i], pool[i + 1]))
    keep = sorted(rng.sample(range(len(games)), 400))
    game_rows = []
    for gid, k in enumerate(keep, 1):
        t, rnd, a, b = games[k]
        white, black = (a, b) if rng.random() < 0.5 else (b, a)
        diff = players[white - 1][8] - players[black - 1][8]
        x = rng.random()
        pw = 0.38 + diff / 1600
        pd = 0.3
        result = "1-0" if x < pw else ("1/2-1/2" if x < pw + pd else "0-1")
        opening = None if rng.random() < 0.05 else rng.choice(_OPENINGS)[0]
        moves = rng.randint(18, 95) if result != "1/2-1/2" else rng.randint(15, 120)
        span = (datetime.date.fromisoformat(t[5]) - datetime.date.fromisoformat(t[4])).days
        day = min(span, (rnd - 1) * (span + 1) // t[6])
        game_rows.append([gid, t[0], rnd, white, black, result, opening, moves, _plus(t[4], day)])

    ddl = r'''
CREATE TABLE "Country" (
"Country_Code" text,
"Country_Name" text,
"Continent" text,
"Fed_Founded" text,
PRIMARY KEY ("Country_Code")
);
CREATE TABLE Ref_Opening_Types (
Opening_Cd CHAR(3) NOT NULL,
Opening_Desc VARCHAR(60),
Opening_Family VARCHAR(30),
First_Move VARCHAR(5),
PRIMARY KEY (Opening_Cd)
);
CREATE TABLE club (
  ClubID INTEGER PRIMARY KEY,
  Club_Name VARCHAR(60),
  City VARCHAR(40),
  Country_Code CHAR(3),
  Founded_Yr VARCHAR(4),
  Num_Members INTEGER,
  Has_Website CHAR(1),
  FOREIGN KEY (Country_Code) REFERENCES Country(Country_Code)
);
CREATE TABLE player (
  PlayerID INTEGER PRIMARY KEY,
  FirstName VARCHAR(30),
  LastName VARCHAR(30),
  DateOfBirth VARCHAR(10),
  Sex CHAR(1),
  Nationality VARCHAR(40),
  ClubID INTEGER,
  Title VARCHAR(4),
  Std_Rating INTEGER,
  Rapid_Rtg TEXT,
  Coach_ID INTEGER,
  Is_Active CHAR(1),
  FOREIGN KEY (ClubID) REFERENCES club(ClubID),
  FOREIGN KEY (Coach_ID) REFERENCES player(PlayerID)
);
CREATE TABLE tournament (
  Tourn_ID INTEGER PRIMARY KEY,
  Tourn_Name VARCHAR(60),
  City VARCHAR(40),
  Country_Code CHAR(3),
  Start_Dt VARCHAR(10),
  End_Dt VARCHAR(10),
  Num_Rounds INTEGER,
  Prize_Fund_Amt INTEGER,
  Time_Control VARCHAR(10),
  Is_Open CHAR(1),
  Host_ClubID INTEGER,
  FOREIGN KEY (Host_ClubID) REFERENCES club(ClubID)
);
CREATE TABLE tournament_entry (
  Tourn_ID INTEGER,
  PlayerID INTEGER,
  Seed_Num INTEGER,
  Final_Rank INTEGER,
  Points REAL,
  PRIMARY KEY (Tourn_ID, PlayerID),
  FOREIGN KEY (Tourn_ID) REFERENCES tournament(Tourn_ID),
  FOREIGN KEY (PlayerID) REFERENCES player(PlayerID)
);
CREATE TABLE game (
  Game_ID INTEGER PRIMARY KEY,
  Tourn_ID INTEGER,
  Round_Num INTEGER,
  White_ID INTEGER,
  Black_ID INTEGER,
  Result VARCHAR(8),
  Opening_Cd CHAR(3),
  Num_Moves INTEGER,
  Game_Dt VARCHAR(10),
  FOREIGN KEY (Tourn_ID) REFERENCES tournament(Tourn_ID),
  FOREIGN KEY (White_ID) REFERENCES player(PlayerID),
  FOREIGN KEY (Black_ID) REFERENCES player(PlayerID),
  FOREIGN KEY (Opening_Cd) REFERENCES Ref_Opening_Types(Opening_Cd)
);
'''
    return "\n".join([ddl,
                      _inserts("Country", country_rows, quoted=True),
                      _inserts("Ref_Opening_Types", _OPENINGS),
                      _inserts("club", clubs, upper=False),
                      _inserts("player", players, upper=False),
                      _inserts("tournament", tourns),
                      _inserts("tournament_entry", entries, upper=False),
                      _inserts("game", game_rows, upper=False)]) + "\n"


DATABASES["chess_federation"] = _chess_federation()


# ---------------------------------------------------------------- freight_logistics

_UK_CITIES = [
    ("Leeds", "Yorkshire"), ("Sheffield", "Yorkshire"), ("York", "Yorkshire"), ("Hull", "Yorkshire"),
    ("Manchester", "North West"), ("Liverpool", "North West"), ("Preston", "North West"),
    ("Newcastle", "North East"), ("Sunderland", "North East"),
    ("Birmingham", "Midlands"), ("Coventry", "Midlands"), ("Nottingham", "Midlands"), ("Leicester", "Midlands"),
    ("Derby", "Midlands"),
    ("Bristol", "South West"), ("Exeter", "South West"), ("Plymouth", "South West"),
    ("Southampton", "South East"), ("Reading", "South East"), ("Dover", "South East"),
    ("London", "London"),
    ("Cardiff", "Wales"), ("Swansea", "Wales"),
    ("Glasgow", "Scotland"), ("Edinburgh", "Scotland"), ("Aberdeen", "Scotland"),
    ("Belfast", "Northern Ireland"),
]
_NO_DEPOT_CITIES = ["Bath", "Norwich", "Cambridge", "Oxford", "Carlisle", "Inverness"]
_DEPOT_SUFFIXES = ["Hub", "Central", "North", "South", "East", "West", "Gateway", "Park"]

_CARGO = [
    ("FRZ", "Frozen food", 0), ("CHL", "Chilled produce", 0), ("PHA", "Pharmaceuticals", 0),
    ("ELC", "Consumer electronics", 0), ("FUR", "Furniture", 0), ("TIM", "Timber", 0),
    ("STL", "Steel coils", 0), ("CEM", "Cement", 0), ("GRN", "Grain", 0), ("FER", "Fertiliser", 5),
    ("PAP", "Paper rolls", 0), ("TEX", "Textiles", 0), ("AUT", "Auto parts", 0), ("BEV", "Beverages", 0),
    ("TOY", "Toys", 0), ("MED", "Medical devices", 0), ("CHM", "Industrial chemicals", 8),
    ("PLS", "Plastics", 0), ("GLS", "Glass", 0), ("MAC", "Machinery", 0), ("PNT", "Paint", 3),
    ("GAS", "Compressed gas", 2), ("BAT", "Lithium batteries", 9), ("PET", "Pet food", 0),
    ("BKS", "Books", 0), ("FLW", "Cut flowers", 0),
]

_UK_FIRST = ["James", "Oliver", "Harry", "Jack", "George", "Noah", "Charlie", "Jacob", "Thomas", "Oscar",
             "William", "Daniel", "Sophie", "Emily", "Olivia", "Jessica", "Amelia", "Lucy", "Megan",
             "Chloe", "Aisha", "Mohammed", "Ryan", "Liam", "Sean", "Fiona", "Gareth", "Rhys"]
_UK_LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson",
            "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson",
            "Clarke", "Patel", "Khan", "Hughes", "Edwards", "Hartley", "Pennington", "Morgan", "Price",
            "Campbell", "Murray"]
_COMPANY_WORDS = ["Foods", "Timber", "Logistics", "Retail", "Engineering", "Textiles", "Pharma", "Brewing",
                  "Plastics", "Furnishings", "Electronics", "Building Supplies", "Paper", "Motors",
                  "Garden Centres", "Chemicals"]
_COMPANY_PLACES = ["Pennine", "Severn", "Thames", "Humber", "Mersey", "Cotswold", "Highland", "Fenland",
                   "Peak", "Solway", "Tyne", "Dales"]
_TRUCK_MAKES = ["Volvo", "Scania", "DAF", "MAN", "Iveco", "Mercedes"]


def _freight_logistics():
    rng = random.Random(9202)
    region = dict(_UK_CITIES)
    cities = [c for c, _ in _UK_CITIES]

    depots = []
    names = []
    depot_cities = list(cities) + rng.sample(cities, 3)
    for i, city in enumerate(depot_cities, 1):
        name = f"{city} {rng.choice(_DEPOT_SUFFIXES)}"
        while name in names:
            name = f"{city} {rng.choice(_DEPOT_SUFFIXES)}"
        names.append(name)
        depots.append([i, name, city, region[city], 0, _day(rng, "1994-01-01", "2021-12-31"),
                       rng.choice("YNN")])
    caps = rng.sample(range(80, 1200), len(depots))
    for d, c in zip(depots, caps):
        d[4] = c * 10

    cargo = [(c, d, h if h else None) for c, d, h in _CARGO]

    customers = []
    cnames = []
    while len(customers) < 80:
        if rng.random() < 0.5:
            name = f"{rng.choice(_UK_LAST)} {rng.choice(_COMPANY_WORDS)}"
        else:
            name = f"{rng.choice(_COMPANY_PLACES)} {rng.choice(_COMPANY_WORDS)}"
        if rng.random() < 0.4:
            name += " Ltd"
        if name in cnames:
            continue
        cnames.append(name)
        city = rng.choice(cities + _NO_DEPOT_CITIES)
        contact = f"{rng.choice(_UK_FIRST)} {rng.choice(_UK_LAST)}"
        limit = rng.randint(4, 120) * 2500
        customers.append([len(customers) + 1, name, city, contact, limit,
                          _day(rng, "2008-01-01", "2023-06-30"), "Y" if rng.random() < 0.2 else "N"])

    drivers = []
    dnames = []
    while len(drivers) < 120:
        first, last = rng.choice(_UK_FIRST), rng.choice(_UK_LAST)
        if (first, last) in dnames:
            continue
        dnames.append((first, last))
        year = rng.randint(1962, 2001)
        home = rng.randint(1, len(depots))
        drivers.append([len(drivers) + 1, first, last, _day(rng, f"{year}-01-01", f"{year}-12-31"),
                        rng.choice(["C", "C+E", "C+E", "C1"]), home, None,
                        _day(rng, "2005-01-01", "2024-03-31"), _quarter(rng, 13.5, 24)])
    supervisors = sorted(rng.sample(range(1, 121), 12))
    for d in drivers:
        if d[0] in supervisors:
            continue
        same = [s for s in supervisors if drivers[s - 1][5] == d[5]]
        d[6] = same[0] if same else rng.choice(supervisors)

    trucks = []
    regs = []
    while len(trucks) < 60:
        yr = rng.randint(2010, 2024)
        reg = (rng.choice(["LK", "MA", "YX", "BD", "SN", "CF", "GL", "BX"]) + f"{yr % 100:02d} "
               + "".join(rng.choice("ABCDEFGHJKLMNOPRSTUVWXY") for _ in range(3)))
        if reg in regs:
            continue
        regs.append(reg)
        trucks.append([len(trucks) + 1, reg, rng.choice(_TRUCK_MAKES), str(yr),
                       rng.choice([7500, 12000, 18000, 18000, 26000, 26000, 32000, 44000]),
                       rng.randint(1, len(depots)), "T" if rng.random() < 0.25 else "F"])
    trucks_at = {}
    for t in trucks:
        trucks_at.setdefault(t[5], []).append(t[0])
    drivers_at = {}
    for d in drivers:
        drivers_at.setdefault(d[5], []).append(d[0])

    statuses = ["Delivered"] * 70 + ["In Transit"] * 10 + ["Delayed"] * 6 + ["Booked"] * 8 + ["Cancelled"] * 6
    # two cargo types (compressed gas, cut flowers) are never shipped; eight customers book nothing
    cargo_w = [6, 6, 3, 5, 4, 3, 2, 2, 3, 2, 2, 2, 3, 4, 2, 2, 1, 2, 1, 2, 1, 0, 1, 2, 2, 0]
    idle = rng.sample(range(1, 81), 8)
    booking = [c for c in range(1, 81) if c not in idle]
    shipments = []
    assignments = []
    for sid in range(1001, 1401):
        cust = rng.choice(booking)
        src = rng.randint(1, len(depots))
        dst = rng.randint(1, len(depots))
        while dst == src:
            dst = rng.randint(1, len(depots))
        code = rng.choices([c[0] for c in _CARGO], cargo_w)[0]
        weight = rng.randint(3, 240) * 100
        pickup = _day(rng, "2023-01-02", "2024-11-29")
        status = rng.choice(statuses)
        delivered = _plus(pickup, rng.randint(1, 4)) if status == "Delivered" else None
        amt = float(rng.randint(240, 5200)) + rng.choice([0, 0.25, 0.5, 0.75])
        shipments.append([sid, cust, src, dst, code, weight, pickup, delivered, amt, status])
        if status in ("Delivered", "In Transit", "Delayed"):
            pool = drivers_at.get(src) or list(range(1, 121))
            lead = rng.choice(pool) if rng.random() < 0.8 else rng.randint(1, 120)
            truck = rng.choice(trucks_at[src]) if src in trucks_at and rng.random() < 0.8 else rng.randint(1, 60)
            assignments.append([sid, lead, truck, "Lead"])
            if rng.random() < 0.08:
                relief = rng.randint(1, 120)
                if relief != lead:
                    assignments.append([sid, relief, truck, "Relief"])

    ddl = r'''
CREATE TABLE Depots (
Depot_ID INTEGER NOT NULL,
Depot_Name VARCHAR(40),
City VARCHAR(30),
Region VARCHAR(30),
Capacity_Pallets INTEGER,
Opened_Dt DATE,
Is_24hr VARCHAR(1),
PRIMARY KEY (Depot_ID)
);
CREATE TABLE Ref_Cargo_Types (
Cargo_Type_Cd VARCHAR(3) NOT NULL,
Cargo_Type_Desc VARCHAR(40),
Hazard_Class INTEGER,
PRIMARY KEY (Cargo_Type_Cd)
);
CREATE TABLE Customers (
CustomerID INTEGER NOT NULL,
Company_Name VARCHAR(60),
City VARCHAR(30),
Contact_Name VARCHAR(60),
Credit_Limit_Amt INTEGER,
Acct_Opened DATE,
Is_Key_Account VARCHAR(1),
PRIMARY KEY (CustomerID)
);
CREATE TABLE Drivers (
driver_id INTEGER NOT NULL,
first_name VARCHAR(30),
last_name VARCHAR(30),
DateOfBirth DATE,
Licence_Class VARCHAR(4),
home_depot_id INTEGER,
Supervisor_ID INTEGER,
Hire_Dt DATE,
Hourly_Rate DECIMAL(5,2),
PRIMARY KEY (driver_id),
FOREIGN KEY (home_depot_id) REFERENCES Depots (Depot_ID),
FOREIGN KEY (Supervisor_ID) REFERENCES Drivers (driver_id)
);
CREATE TABLE Trucks (
Truck_ID INTEGER NOT NULL,
Reg_No VARCHAR(10),
Make VARCHAR(20),
Model_Yr VARCHAR(4),
Max_Load_Kg INTEGER,
Depot_ID INTEGER,
Is_Reefer VARCHAR(1),
PRIMARY KEY (Truck_ID)
);
CREATE TABLE Shipments (
shipment_id INTEGER NOT NULL,
CustomerID INTEGER NOT NULL,
From_Depot INTEGER NOT NULL,
To_Depot INTEGER NOT NULL,
Cargo_Type_Cd VARCHAR(3),
Weight_Kg INTEGER,
Pickup_Dt DATE,
Delivered_Dt DATE,
Freight_Amt DECIMAL(10,2),
Status VARCHAR(12),
PRIMARY KEY (shipment_id),
FOREIGN KEY (CustomerID) REFERENCES Customers (CustomerID),
FOREIGN KEY (From_Depot) REFERENCES Depots (Depot_ID),
FOREIGN KEY (To_Depot) REFERENCES Depots (Depot_ID),
FOREIGN KEY (Cargo_Type_Cd) REFERENCES Ref_Cargo_Types (Cargo_Type_Cd)
);
CREATE TABLE Driver_Assignments (
shipment_id INTEGER NOT NULL,
driver_id INTEGER NOT NULL,
Truck_ID INTEGER,
Role VARCHAR(10),
PRIMARY KEY (shipment_id, driver_id),
FOREIGN KEY (shipment_id) REFERENCES Shipments (shipment_id),
FOREIGN KEY (driver_id) REFERENCES Drivers (driver_id),
FOREIGN KEY (Truck_ID) REFERENCES Trucks (Truck_ID)
);
'''
    return "\n".join([ddl,
                      _inserts("Depots", depots),
                      _inserts("Ref_Cargo_Types", cargo),
                      _inserts("Customers", customers),
                      _inserts("Drivers", drivers),
                      _inserts("Trucks", trucks),
                      _inserts("Shipments", shipments),
                      _inserts("Driver_Assignments", assignments)]) + "\n"


DATABASES["freight_logistics"] = _freight_logistics()


# ---------------------------------------------------------------- online_marketplace

_MARKET_COUNTRIES = [
    ("Germany", ["Berlin", "Hamburg", "Munich", "Cologne"], "EUR", 30),
    ("France", ["Paris", "Lyon", "Lille"], "EUR", 18),
    ("Netherlands", ["Amsterdam", "Rotterdam", "Utrecht"], "EUR", 16),
    ("Belgium", ["Brussels", "Antwerp", "Ghent"], "EUR", 10),
    ("Spain", ["Madrid", "Valencia"], "EUR", 10),
    ("Italy", ["Milan", "Rome"], "EUR", 10),
    ("Austria", ["Vienna", "Salzburg"], "EUR", 6),
    ("Ireland", ["Dublin", "Cork"], "EUR", 6),
    ("Portugal", ["Lisbon", "Porto"], "EUR", 5),
    ("United Kingdom", ["London", "Leeds", "Bristol", "Manchester"], "GBP", 24),
    ("Sweden", ["Stockholm", "Malmo", "Gothenburg"], "SEK", 12),
    ("Denmark", ["Copenhagen", "Aarhus"], "DKK", 8),
    ("Poland", ["Warsaw", "Krakow", "Gdansk"], "PLN", 12),
    ("Czechia", ["Prague", "Brno"], "CZK", 6),
    ("Switzerland", ["Zurich", "Basel", "Geneva"], "CHF", 8),
    ("Norway", ["Oslo", "Bergen"], "NOK", 5),
]

_CURRENCIES = [
    ("EUR", "Euro", "European Union", "Y"), ("GBP", "Pound Sterling", "United Kingdom", "Y"),
    ("USD", "US Dollar", "United States", "Y"), ("CHF", "Swiss Franc", "Switzerland", "Y"),
    ("SEK", "Swedish Krona", "Sweden", "Y"), ("NOK", "Norwegian Krone", "Norway", "Y"),
    ("DKK", "Danish Krone", "Denmark", "Y"), ("PLN", "Polish Zloty", "Poland", "Y"),
    ("CZK", "Czech Koruna", "Czechia", "Y"), ("HUF", "Hungarian Forint", "Hungary", "N"),
    ("RON", "Romanian Leu", "Romania", "N"), ("BGN", "Bulgarian Lev", "Bulgaria", "N"),
    ("ISK", "Icelandic Krona", "Iceland", "N"), ("TRY", "Turkish Lira", "Turkey", "N"),
    ("JPY", "Japanese Yen", "Japan", "Y"), ("CNY", "Chinese Yuan", "China", "N"),
    ("CAD", "Canadian Dollar", "Canada", "Y"), ("AUD", "Australian Dollar", "Australia", "Y"),
    ("NZD", "New Zealand Dollar", "New Zealand", "N"), ("SGD", "Singapore Dollar", "Singapore", "N"),
    ("HKD", "Hong Kong Dollar", "Hong Kong", "N"), ("INR", "Indian Rupee", "India", "N"),
    ("BRL", "Brazilian Real", "Brazil", "N"), ("MXN", "Mexican Peso", "Mexico", "N"),
    ("ZAR", "South African Rand", "South Africa", "N"), ("KRW", "South Korean Won", "South Korea", "N"),
]

_CATEGORIES = [
    ("Electronics", 8.0, [("Phones", 7.5), ("Cameras", 7.5), ("Laptops", 6.0), ("Audio Equipment", 8.0)]),
    ("Music", 10.0, [("Vinyl Records", 10.0), ("CDs", 12.5), ("Instruments", 8.5)]),
    ("Books", 12.5, [("Fiction", 12.5), ("Comics", 11.0), ("Textbooks", 12.5)]),
    ("Fashion", 11.0, [("Shoes", 11.0), ("Jackets", 11.0), ("Watches", 9.5)]),
    ("Home and Garden", 9.0, [("Furniture", 7.0), ("Kitchenware", 9.0), ("Garden Tools", 9.0)]),
    ("Sports", 9.5, [("Bicycles", 6.5), ("Camping Gear", 9.5), ("Fitness", 9.5)]),
    ("Toys and Games", 10.5, [("Board Games", 10.5), ("Video Games", 10.0), ("Model Kits", 10.5)]),
    ("Collectibles", 12.0, [("Coins", 12.0), ("Stamps", 12.0), ("Trading Cards", 13.5)]),
]

_ITEMS = {
    "Phones": (["smartphone", "flip phone", "phone case", "charging dock"], 15, 700),
    "Cameras": (["film camera", "mirrorless camera", "zoom lens", "tripod"], 30, 1500),
    "Laptops": (["laptop", "ultrabook", "gaming laptop", "docking station"], 80, 1800),
    "Audio Equipment": (["turntable", "headphones", "amplifier", "bookshelf speakers"], 25, 900),
    "Vinyl Records": (["jazz LP", "soul LP", "punk single", "box set", "first pressing"], 5, 250),
    "CDs": (["album CD", "CD box set", "live CD", "soundtrack CD"], 2, 60),
    "Instruments": (["acoustic guitar", "electric bass", "violin", "keyboard", "drum kit"], 60, 2200),
    "Fiction": (["crime novel", "fantasy trilogy", "signed paperback", "classic hardback"], 2, 90),
    "Comics": (["comic bundle", "graphic novel", "manga volume set"], 3, 300),
    "Textbooks": (["calculus textbook", "chemistry textbook", "law handbook", "anatomy atlas"], 8, 120),
    "Shoes": (["running shoes", "leather boots", "trainers", "hiking boots"], 10, 300),
    "Jackets": (["rain jacket", "denim jacket", "down jacket", "leather jacket"], 15, 450),
    "Watches": (["diver watch", "pocket watch", "chronograph", "smartwatch"], 20, 3000),
    "Furniture": (["oak table", "armchair", "bookcase", "desk chair", "chest of drawers"], 20, 900),
    "Kitchenware": (["cast iron pan", "coffee grinder", "stand mixer", "knife set"], 5, 400),
    "Garden Tools": (["lawn mower", "hedge trimmer", "pruning shears", "wheelbarrow"], 5, 350),
    "Bicycles": (["road bike", "gravel bike", "city bike", "mountain bike"], 80, 2500),
    "Camping Gear": (["tent", "sleeping bag", "camping stove", "backpack"], 10, 450),
    "Fitness": (["dumbbell set", "rowing machine", "yoga mat", "kettlebell"], 5, 900),
    "Board Games": (["strategy game", "card game", "party game", "chess set"], 5, 120),
    "Video Games": (["console", "game cartridge", "controller", "retro console"], 5, 500),
    "Model Kits": (["model railway set", "scale aircraft kit", "ship model", "tank kit"], 10, 400),
    "Coins": (["silver coin", "gold sovereign", "coin album", "proof set"], 5, 1500),
    "Stamps": (["stamp album", "first day cover", "rare stamp", "stamp lot"], 2, 800),
    "Trading Cards": (["booster box", "rare card", "card binder", "starter deck"], 2, 600),
}
_ADJECTIVES = ["Vintage", "Retro", "Classic", "Compact", "Boxed", "Limited edition", "Handmade", "Restored",
               "Unused", "Rare", "Original", "Large", "Small", "Signed", "Mint", "Used", "Refurbished"]
_CONDITIONS = ["New", "Like New", "Good", "Good", "Fair", "For Parts"]
_PAY = ["Card", "Card", "PayPal", "PayPal", "Bank Transfer", "Cash"]
_USER_WORDS = ["vinyl", "retro", "bargain", "lucky", "blue", "north", "swift", "pixel", "maple", "urban",
               "quiet", "amber", "rusty", "golden", "happy", "coastal"]
_USER_NOUNS = ["fox", "owl", "hunter", "trader", "finds", "shop", "nest", "crate", "corner", "attic", "bee"]
_EU_FIRST = ["Anna", "Lukas", "Sophie", "Max", "Emma", "Paul", "Lea", "Jonas", "Marie", "Tom", "Julia",
             "Lucas", "Clara", "Noah", "Eva", "Hugo", "Ines", "Mateo", "Sara", "Piotr", "Ola", "Lars", "Nina",
             "Oliver", "Chloe", "Marco", "Giulia", "Sean", "Aoife", "Jan"]
_EU_LAST = ["Muller", "Schmidt", "Martin", "Bernard", "de Jong", "Jansen", "Peeters", "Garcia", "Rossi",
            "Novak", "Nowak", "Andersson", "Nielsen", "Hansen", "Smith", "Brown", "Murphy", "Kelly",
            "Silva", "Costa", "Weber", "Fischer", "Dubois", "Lopez", "Bianchi", "Berg", "Kowalski", "Taylor"]
_REASONS = ["Item not received", "Not as described", "Damaged in transit", "Wrong item sent"]
_COMMENTS = ["Great seller", "Fast delivery", "As described", "Well packed", "Slow shipping",
             "Item smaller than expected", "Would buy again", "Friendly buyer", "Quick payment", "Excellent"]


def _online_marketplace():
    rng = random.Random(9303)
    cw = [c[3] for c in _MARKET_COUNTRIES]

    members = []
    users = []
    while len(members) < 220:
        country, cities, cur, _ = rng.choices(_MARKET_COUNTRIES, cw)[0]
        user = rng.choice(_USER_WORDS) + rng.choice(_USER_NOUNS) + (str(rng.randint(1, 99)) if rng.random() < 0.7 else "")
        if user in users:
            continue
        users.append(user)
        mid = len(members) + 1
        members.append([mid, user, rng.choice(_EU_FIRST), rng.choice(_EU_LAST), rng.choice(cities), country,
                        str(rng.randint(1950, 2005)), _day(rng, "2012-01-01", "2024-06-30"),
                        "Y" if rng.random() < 0.6 else "N", None])
    currency_of = {c[0]: c[2] for c in _MARKET_COUNTRIES}

    cats = []
    subs = []
    for name, pct, children in _CATEGORIES:
        cats.append([len(cats) + 1, name, None, pct])
    for i, (name, pct, children) in enumerate(_CATEGORIES, 1):
        for child, cpct in children:
            cats.append([len(cats) + 1, child, i, cpct])
            subs.append((len(cats), child))

    sellers = sorted(rng.sample(range(1, 221), 95))
    listings = []
    titles = []
    while len(listings) < 400:
        cid, cname = rng.choice(subs)
        words, lo, hi = _ITEMS[cname]
        title = f"{rng.choice(_ADJECTIVES)} {rng.choice(words)}"
        if title in titles:
            continue
        titles.append(title)
        seller = rng.choice(sellers)
        m = members[seller - 1]
        cur = currency_of[m[5]] if rng.random() < 0.9 else rng.choice(["EUR", "USD", "GBP"])
        price = float(rng.randint(lo, hi))
        if cur in ("SEK", "DKK", "NOK", "CZK"):
            price *= 10
        elif cur == "PLN":
            price *= 4
        qty = 1 if rng.random() < 0.8 else rng.randint(2, 12)
        listings.append([len(listings) + 1, seller, cid, title, price, cur, rng.choice(_CONDITIONS),
                         _day(rng, "2022-01-01", "2024-10-31"), qty, "T"])

    sales = []
    sold = {}
    while len(sales) < 300:
        lst = listings[rng.randint(0, 399)]
        if sold.get(lst[0], 0) >= lst[8]:
            continue
        buyer = rng.randint(1, 220)
        if buyer == lst[1]:
            continue
        qty = 1 if lst[8] == 1 else rng.randint(1, min(3, lst[8] - sold.get(lst[0], 0)))
        sold[lst[0]] = sold.get(lst[0], 0) + qty
        if sold[lst[0]] >= lst[8]:
            lst[9] = "F"
        amt = lst[4] * qty if rng.random() < 0.6 else float(int(lst[4] * qty * rng.choice([0.8, 0.85, 0.9, 0.95])))
        sales.append([len(sales) + 1, lst[0], buyer, lst[1], _plus(lst[7], rng.randint(0, 60)), qty, amt,
                      rng.choice(_PAY)])
    sales.sort(key=lambda s: (s[4], s[1]))
    for i in range(1, len(sales)):  # one sale a day at most: a later sale moves to the next free day
        if sales[i][4] <= sales[i - 1][4]:
            sales[i][4] = _plus(sales[i - 1][4], 1)
    for i, s in enumerate(sales, 1):
        s[0] = i
    for lst in listings:
        if lst[9] == "T" and rng.random() < 0.15:
            lst[9] = "F"  # withdrawn

    stars_of = {}
    feedback = []
    for s in sales:
        if rng.random() < 0.72:
            stars = rng.choices([1, 2, 3, 4, 5], [3, 4, 10, 30, 53])[0]
            stars_of.setdefault(s[3], []).append(stars)
            comment = None if rng.random() < 0.25 else rng.choice(_COMMENTS)
            feedback.append([len(feedback) + 1, s[0], stars, comment, _plus(s[4], rng.randint(2, 20))])
    for m in members:
        got = stars_of.get(m[0])
        if got:
            m[9] = round(4 * sum(got) / len(got)) / 4

    watch = []
    pairs = []
    while len(watch) < 350:
        mid, lid = rng.randint(1, 220), rng.randint(1, 400)
        if (mid, lid) in pairs or listings[lid - 1][1] == mid:
            continue
        pairs.append((mid, lid))
        watch.append([mid, lid, _plus(listings[lid - 1][7], rng.randint(0, 30))])
    watch.sort()

    disputes = []
    for s in rng.sample(sales, 40):
        resolved = "Y" if rng.random() < 0.7 else "N"
        refund = float(int(s[6] * rng.choice([0.5, 1.0]))) if resolved == "Y" and rng.random() < 0.6 else None
        disputes.append([0, s[0], _plus(s[4], rng.randint(3, 25)), rng.choice(_REASONS), resolved, refund])
    disputes.sort(key=lambda d: d[2])
    for i, d in enumerate(disputes, 1):
        d[0] = i

    ddl = r'''
CREATE TABLE "Members" (
"member_id" int,
"UserName" text,
"First_Name" text,
"Last_Name" text,
"City" text,
"Country" text,
"Birth_Yr" text,
"DateJoined" text,
"Is_Verified" text,
"Seller_Rating" real,
PRIMARY KEY ("member_id")
);
CREATE TABLE "Categories" (
"Category_ID" int,
"Category_Name" text,
"Parent_ID" int,
"Commission_Pct" real,
PRIMARY KEY ("Category_ID"),
FOREIGN KEY ("Parent_ID") REFERENCES "Categories"("Category_ID")
);
CREATE TABLE "Ref_Currency_Codes" (
"Currency_Cd" text,
"Currency_Desc" text,
"Issuing_Country" text,
"Is_Accepted" text,
PRIMARY KEY ("Currency_Cd")
);
CREATE TABLE "Listings" (
"listing_id" int,
"seller_id" int,
"Category_ID" int,
"Title" text,
"Asking_Price" real,
"Currency_Cd" text,
"Item_Condition" text,
"Listed_Dt" text,
"Qty" int,
"Is_Active" text,
PRIMARY KEY ("listing_id"),
FOREIGN KEY ("seller_id") REFERENCES "Members"("member_id"),
FOREIGN KEY ("Category_ID") REFERENCES "Categories"("Category_ID"),
FOREIGN KEY ("Currency_Cd") REFERENCES "Ref_Currency_Codes"("Currency_Cd")
);
CREATE TABLE "Sales" (
"SaleID" int,
"listing_id" int,
"buyer_id" int,
"seller_id" int,
"Sale_Dt" text,
"Qty" int,
"Sale_Amt" real,
"Pay_Method" text,
PRIMARY KEY ("SaleID"),
FOREIGN KEY ("listing_id") REFERENCES "Listings"("listing_id"),
FOREIGN KEY ("buyer_id") REFERENCES "Members"("member_id"),
FOREIGN KEY ("seller_id") REFERENCES "Members"("member_id")
);
CREATE TABLE "Feedback" (
"Feedback_ID" int,
"SaleID" int,
"Stars" int,
"Comment_Txt" text,
"Feedback_Dt" text,
PRIMARY KEY ("Feedback_ID")
);
CREATE TABLE "Watchlist" (
"member_id" int,
"listing_id" int,
"Added_Dt" text,
PRIMARY KEY ("member_id", "listing_id"),
FOREIGN KEY ("member_id") REFERENCES "Members"("member_id"),
FOREIGN KEY ("listing_id") REFERENCES "Listings"("listing_id")
);
CREATE TABLE "Disputes" (
"Dispute_ID" int,
"SaleID" int,
"Opened_Dt" text,
"Reason" text,
"Is_Resolved" text,
"Refund_Amt" real,
PRIMARY KEY ("Dispute_ID"),
FOREIGN KEY ("SaleID") REFERENCES "Sales"("SaleID")
);
'''
    return "\n".join([ddl,
                      _inserts("Members", members, quoted=True),
                      _inserts("Categories", cats, quoted=True),
                      _inserts("Ref_Currency_Codes", _CURRENCIES, quoted=True),
                      _inserts("Listings", listings, quoted=True),
                      _inserts("Sales", sales, quoted=True),
                      _inserts("Feedback", feedback, quoted=True),
                      _inserts("Watchlist", watch, quoted=True),
                      _inserts("Disputes", disputes, quoted=True)]) + "\n"


DATABASES["online_marketplace"] = _online_marketplace()

# ================================================================ questions
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
#      builds dev.jsonl's "create table ... as select <g> as <g>, count(*) as number, ..." setup
# Every intent is asked twice; the second wording carries again=True and follows the first.

QUESTIONS = [
    # ------------------------------------------------------------------ chess_federation
    dict(
        db="chess_federation", shape="simple",
        q="How many players have Norway as their nationality?",
        sql="select count(*) from player where nationality = 'Norway'",
        T=("player", "competitor", "chess_player",
           "select count(*) from {t} where nationality = 'Norway'"),
        P=("player_std_rating", "player", "nationality", "std_rating",
           "select number from player_std_rating where nationality = 'Norway'"),
    ),
    dict(
        db="chess_federation", shape="simple", again=True,
        q="Count the players whose nationality is Norway.",
        sql="select count(playerid) from player where nationality = 'Norway'",
        T=("player", "competitor", "chess_player",
           "select count(playerid) from {t} where nationality = 'Norway'"),
    ),
    dict(
        db="chess_federation", shape="simple",
        q="Show all the clubs whose number of members is bigger than 300.",
        sql="select club_name from club where num_members > 300",
        J=[("club", "Num_Members",
            "select t1.club_name from club as t1 join club_num_members as t2 on t1.clubid = t2.clubid where t2.num_members > 300"),
           ("club", "Club_Name",
            "select t2.club_name from club as t1 join club_club_name as t2 on t1.clubid = t2.clubid where t1.num_members > 300")],
        C=("club", "Num_Members", "member_count", "membership_size",
           "select club_name from club where {c} > 300"),
        T=("club", "chess_club", "society",
           "select club_name from {t} where num_members > 300"),
    ),
    dict(
        db="chess_federation", shape="simple", again=True,
        q="Which clubs have more than 300 members? List their names.",
        sql="select club_name from club where num_members >= 301",
        J=[("club", "Num_Members",
            "select t1.club_name from club as t1 join club_num_members as t2 on t1.clubid = t2.clubid where t2.num_members >= 301")],
    ),
    dict(
        db="chess_federation", shape="simple",
        q="list first name, last name and rating of players from Germany order by rating",
        sql="select firstname, lastname, std_rating from player where nationality = 'Germany' order by std_rating",
        J=[("player", "Nationality",
            "select t1.firstname, t1.lastname, t1.std_rating from player as t1 join player_nationality as t2 on t1.playerid = t2.playerid where t2.nationality = 'Germany' order by t1.std_rating"),
           ("player", "Std_Rating",
            "select t1.firstname, t1.lastname, t2.std_rating from player as t1 join player_std_rating as t2 on t1.playerid = t2.playerid where t1.nationality = 'Germany' order by t2.std_rating")],
        C=("player", "Std_Rating", "elo", "classical_rating",
           "select firstname, lastname, {c} from player where nationality = 'Germany' order by {c}"),
    ),
    dict(
        db="chess_federation", shape="simple", again=True,
        q="What are the first names, last names and standard ratings of the German players, sorted from the lowest rating to the highest?",
        sql="select firstname, lastname, std_rating from player where nationality = 'Germany' order by std_rating asc",
        J=[("player", "LastName",
            "select t1.firstname, t2.lastname, t1.std_rating from player as t1 join player_lastname as t2 on t1.playerid = t2.playerid where t1.nationality = 'Germany' order by t1.std_rating asc")],
    ),
    dict(
        db="chess_federation", shape="agg",
        q="What is the average standard rating of the players for each sex?",
        sql="select avg(std_rating), sex from player group by sex",
        J=[("player", "Std_Rating",
            "select avg(t2.std_rating), t1.sex from player as t1 join player_std_rating as t2 on t1.playerid = t2.playerid group by t1.sex")],
        C=("player", "Std_Rating", "elo", "classical_rating",
           "select avg({c}), sex from player group by sex"),
        P=("player_std_rating", "player", "sex", "std_rating",
           "select avg_std_rating, sex from player_std_rating"),
    ),
    dict(
        db="chess_federation", shape="agg", again=True,
        q="For each sex, show the sex and the mean rating of the players.",
        sql="select sex, avg(std_rating) from player group by sex",
        J=[("player", "Sex",
            "select t2.sex, avg(t1.std_rating) from player as t1 join player_sex as t2 on t1.playerid = t2.playerid group by t2.sex")],
    ),
    dict(
        db="chess_federation", shape="agg",
        q="How many distinct nationalities are there among the players who are not active?",
        sql="select count(distinct nationality) from player where is_active = 'N'",
        J=[("player", "Is_Active",
            "select count(distinct t1.nationality) from player as t1 join player_is_active as t2 on t1.playerid = t2.playerid where t2.is_active = 'N'")],
        C=("player", "Is_Active", "active", "still_playing",
           "select count(distinct nationality) from player where {c} = 'N'"),
        T=("player", "competitor", "chess_player",
           "select count(distinct nationality) from {t} where is_active = 'N'"),
    ),
    dict(
        db="chess_federation", shape="nested", again=True,
        q="Count the different nationalities of the inactive players.",
        sql="select count(*) from (select distinct nationality from player where is_active = 'N')",
        J=[("player", "Nationality",
            "select count(*) from (select distinct t2.nationality from player as t1 join player_nationality as t2 on t1.playerid = t2.playerid where t1.is_active = 'N')")],
    ),
    dict(
        db="chess_federation", shape="simple",
        q="Find the names of tournaments with a prize fund between 10000 and 20000.",
        sql="select tourn_name from tournament where prize_fund_amt between 10000 and 20000",
        J=[("tournament", "Prize_Fund_Amt",
            "select t1.tourn_name from tournament as t1 join tournament_prize_fund_amt as t2 on t1.tourn_id = t2.tourn_id where t2.prize_fund_amt between 10000 and 20000"),
           ("tournament", "Tourn_Name",
            "select t2.tourn_name from tournament as t1 join tournament_tourn_name as t2 on t1.tourn_id = t2.tourn_id where t1.prize_fund_amt between 10000 and 20000")],
        C=("tournament", "Prize_Fund_Amt", "prize_money", "purse",
           "select tourn_name from tournament where {c} between 10000 and 20000"),
    ),
    dict(
        db="chess_federation", shape="simple", again=True,
        q="Which tournaments had a prize fund of at least 10000 and at most 20000? Give their names.",
        sql="select tourn_name from tournament where prize_fund_amt >= 10000 and prize_fund_amt <= 20000",
        J=[("tournament", "Prize_Fund_Amt",
            "select t1.tourn_name from tournament as t1 join tournament_prize_fund_amt as t2 on t1.tourn_id = t2.tourn_id where t2.prize_fund_amt >= 10000 and t2.prize_fund_amt <= 20000")],
    ),
    dict(
        db="chess_federation", shape="simple",
        q="List the names and cities of the clubs whose name contains 'Knights'.",
        sql="select club_name, city from club where club_name like '%Knights%'",
        J=[("club", "City",
            "select t1.club_name, t2.city from club as t1 join club_city as t2 on t1.clubid = t2.clubid where t1.club_name like '%Knights%'"),
           ("club", "Club_Name",
            "select t2.club_name, t1.city from club as t1 join club_club_name as t2 on t1.clubid = t2.clubid where t2.club_name like '%Knights%'")],
        C=("club", "City", "town", "home_city",
           "select club_name, {c} from club where club_name like '%Knights%'"),
        T=("club", "chess_club", "society",
           "select club_name, city from {t} where club_name like '%Knights%'"),
    ),
    dict(
        db="chess_federation", shape="simple", again=True,
        q="Which clubs have Knights in their name? Show the city and the club name.",
        sql="select city, club_name from club where club_name like '%Knights%'",
        J=[("club", "City",
            "select t2.city, t1.club_name from club as t1 join club_city as t2 on t1.clubid = t2.clubid where t1.club_name like '%Knights%'")],
    ),
    dict(
        db="chess_federation", shape="simple",
        q="Which player has the highest standard rating? Give the first and last name.",
        sql="select firstname, lastname from player order by std_rating desc limit 1",
        J=[("player", "Std_Rating",
            "select t1.firstname, t1.lastname from player as t1 join player_std_rating as t2 on t1.playerid = t2.playerid order by t2.std_rating desc limit 1"),
           ("player", "FirstName",
            "select t2.firstname, t1.lastname from player as t1 join player_firstname as t2 on t1.playerid = t2.playerid order by t1.std_rating desc limit 1")],
        C=("player", "Std_Rating", "elo", "classical_rating",
           "select firstname, lastname from player order by {c} desc limit 1"),
    ),
    dict(
        db="chess_federation", shape="nested", again=True,
        q="Find the first name and last name of the top rated player.",
        sql="select firstname, lastname from player where std_rating = (select max(std_rating) from player)",
        J=[("player", "Std_Rating",
            "select t1.firstname, t1.lastname from player as t1 join player_std_rating as t2 on t1.playerid = t2.playerid where t2.std_rating = (select max(std_rating) from player_std_rating)")],
    ),
    dict(
        db="chess_federation", shape="agg",
        q="How many open tournaments were held for each time control?",
        sql="select count(*), time_control from tournament where is_open = 'T' group by time_control",
        J=[("tournament", "Is_Open",
            "select count(*), t1.time_control from tournament as t1 join tournament_is_open as t2 on t1.tourn_id = t2.tourn_id where t2.is_open = 'T' group by t1.time_control"),
           ("tournament", "Time_Control",
            "select count(*), t2.time_control from tournament as t1 join tournament_time_control as t2 on t1.tourn_id = t2.tourn_id where t1.is_open = 'T' group by t2.time_control")],
        C=("tournament", "Is_Open", "open_entry", "is_public",
           "select count(*), time_control from tournament where {c} = 'T' group by time_control"),
        T=("tournament", "event", "competition",
           "select count(*), time_control from {t} where is_open = 'T' group by time_control"),
    ),
    dict(
        db="chess_federation", shape="agg", again=True,
        q="For each time control, count the tournaments that are open to everyone.",
        sql="select time_control, count(*) from tournament where is_open = 'T' group by time_control",
        J=[("tournament", "Is_Open",
            "select t1.time_control, count(*) from tournament as t1 join tournament_is_open as t2 on t1.tourn_id = t2.tourn_id where t2.is_open = 'T' group by t1.time_control")],
        T=("tournament", "event", "competition",
           "select time_control, count(*) from {t} where is_open = 'T' group by time_control"),
    ),
    dict(
        db="chess_federation", shape="agg",
        q="Which nationalities have more than 10 players?",
        sql="select nationality from player group by nationality having count(*) > 10",
        T=("player", "competitor", "chess_player",
           "select nationality from {t} group by nationality having count(*) > 10"),
    ),
    dict(
        db="chess_federation", shape="agg", again=True,
        q="List the nationalities shared by at least eleven players.",
        sql="select nationality from player group by nationality having count(*) >= 11",
        T=("player", "competitor", "chess_player",
           "select nationality from {t} group by nationality having count(*) >= 11"),
    ),
    dict(
        db="chess_federation", shape="join",
        q="How many games were played with a Sicilian opening?",
        sql="select count(*) from game as t1 join ref_opening_types as t2 on t1.opening_cd = t2.opening_cd where t2.opening_family = 'Sicilian'",
        J=[("ref_opening_types", "Opening_Family",
            "select count(*) from game as t1 join ref_opening_types as t2 on t1.opening_cd = t2.opening_cd join ref_opening_types_opening_family as t3 on t2.opening_cd = t3.opening_cd where t3.opening_family = 'Sicilian'")],
        C=("ref_opening_types", "Opening_Family", "opening_group", "family_name",
           "select count(*) from game as t1 join ref_opening_types as t2 on t1.opening_cd = t2.opening_cd where t2.{c} = 'Sicilian'"),
        T=("game", "chess_game", "match_record",
           "select count(*) from {t} as t1 join ref_opening_types as t2 on t1.opening_cd = t2.opening_cd where t2.opening_family = 'Sicilian'"),
    ),
    dict(
        db="chess_federation", shape="join", again=True,
        q="Count the games whose opening belongs to the Sicilian family.",
        sql="select count(*) from ref_opening_types as t1 join game as t2 on t1.opening_cd = t2.opening_cd where t1.opening_family = 'Sicilian'",
        J=[("ref_opening_types", "Opening_Family",
            "select count(*) from ref_opening_types as t1 join game as t2 on t1.opening_cd = t2.opening_cd join ref_opening_types_opening_family as t3 on t1.opening_cd = t3.opening_cd where t3.opening_family = 'Sicilian'")],
        T=("ref_opening_types", "opening_catalogue", "opening_lookup",
           "select count(*) from {t} as t1 join game as t2 on t1.opening_cd = t2.opening_cd where t1.opening_family = 'Sicilian'"),
    ),
    dict(
        db="chess_federation", shape="join",
        q="Which opening was played the most? Give its description.",
        sql="select t2.opening_desc from game as t1 join ref_opening_types as t2 on t1.opening_cd = t2.opening_cd group by t1.opening_cd order by count(*) desc limit 1",
        J=[("ref_opening_types", "Opening_Desc",
            "select t3.opening_desc from game as t1 join ref_opening_types as t2 on t1.opening_cd = t2.opening_cd join ref_opening_types_opening_desc as t3 on t2.opening_cd = t3.opening_cd group by t1.opening_cd order by count(*) desc limit 1")],
    ),
    dict(
        db="chess_federation", shape="join", again=True,
        q="What is the description of the most common opening in the games?",
        sql="select t1.opening_desc from ref_opening_types as t1 join game as t2 on t1.opening_cd = t2.opening_cd group by t1.opening_cd order by count(*) desc limit 1",
        J=[("ref_opening_types", "Opening_Desc",
            "select t3.opening_desc from ref_opening_types as t1 join game as t2 on t1.opening_cd = t2.opening_cd join ref_opening_types_opening_desc as t3 on t1.opening_cd = t3.opening_cd group by t1.opening_cd order by count(*) desc limit 1")],
    ),
    dict(
        db="chess_federation", shape="join",
        q="For each game that lasted more than 100 moves, show the last name of the player with the white pieces and the last name of the player with the black pieces.",
        sql="select t2.lastname, t3.lastname from game as t1 join player as t2 on t1.white_id = t2.playerid join player as t3 on t1.black_id = t3.playerid where t1.num_moves > 100",
        J=[("game", "Num_Moves",
            "select t2.lastname, t3.lastname from game as t1 join player as t2 on t1.white_id = t2.playerid join player as t3 on t1.black_id = t3.playerid join game_num_moves as t4 on t1.game_id = t4.game_id where t4.num_moves > 100"),
           ("player", "LastName",
            "select t4.lastname, t5.lastname from game as t1 join player as t2 on t1.white_id = t2.playerid join player as t3 on t1.black_id = t3.playerid join player_lastname as t4 on t2.playerid = t4.playerid join player_lastname as t5 on t3.playerid = t5.playerid where t1.num_moves > 100")],
        C=("game", "Num_Moves", "move_count", "length_in_moves",
           "select t2.lastname, t3.lastname from game as t1 join player as t2 on t1.white_id = t2.playerid join player as t3 on t1.black_id = t3.playerid where t1.{c} > 100"),
        T=("game", "chess_game", "match_record",
           "select t2.lastname, t3.lastname from {t} as t1 join player as t2 on t1.white_id = t2.playerid join player as t3 on t1.black_id = t3.playerid where t1.num_moves > 100"),
    ),
    dict(
        db="chess_federation", shape="join", again=True,
        q="List the white player's surname and the black player's surname for every game longer than 100 moves.",
        sql="select t2.lastname, t3.lastname from game as t1 join player as t2 on t1.white_id = t2.playerid join player as t3 on t1.black_id = t3.playerid where t1.num_moves >= 101",
        J=[("game", "Num_Moves",
            "select t2.lastname, t3.lastname from game as t1 join player as t2 on t1.white_id = t2.playerid join player as t3 on t1.black_id = t3.playerid join game_num_moves as t4 on t1.game_id = t4.game_id where t4.num_moves >= 101")],
    ),
    dict(
        db="chess_federation", shape="join",
        q="Which player has played the most games with the black pieces? Give the first and last name.",
        sql="select t2.firstname, t2.lastname from game as t1 join player as t2 on t1.black_id = t2.playerid group by t1.black_id order by count(*) desc limit 1",
        J=[("player", "FirstName",
            "select t3.firstname, t2.lastname from game as t1 join player as t2 on t1.black_id = t2.playerid join player_firstname as t3 on t2.playerid = t3.playerid group by t1.black_id order by count(*) desc limit 1")],
    ),
    dict(
        db="chess_federation", shape="join", again=True,
        q="Find the first name and last name of the player who had black in the largest number of games.",
        sql="select t1.firstname, t1.lastname from player as t1 join game as t2 on t1.playerid = t2.black_id group by t1.playerid order by count(*) desc limit 1",
        J=[("player", "LastName",
            "select t1.firstname, t3.lastname from player as t1 join game as t2 on t1.playerid = t2.black_id join player_lastname as t3 on t1.playerid = t3.playerid group by t1.playerid order by count(*) desc limit 1")],
    ),
    dict(
        db="chess_federation", shape="join",
        q="Which coaches train more than two players? Give their first and last names.",
        sql="select t2.firstname, t2.lastname from player as t1 join player as t2 on t1.coach_id = t2.playerid group by t1.coach_id having count(*) > 2",
        J=[("player", "FirstName",
            "select t3.firstname, t2.lastname from player as t1 join player as t2 on t1.coach_id = t2.playerid join player_firstname as t3 on t2.playerid = t3.playerid group by t1.coach_id having count(*) > 2")],
        T=("player", "competitor", "chess_player",
           "select t2.firstname, t2.lastname from {t} as t1 join {t} as t2 on t1.coach_id = t2.playerid group by t1.coach_id having count(*) > 2"),
    ),
    dict(
        db="chess_federation", shape="join", again=True,
        q="Give the first and last names of the players who coach at least three other players.",
        sql="select t1.firstname, t1.lastname from player as t1 join player as t2 on t1.playerid = t2.coach_id group by t1.playerid having count(*) >= 3",
        J=[("player", "LastName",
            "select t1.firstname, t3.lastname from player as t1 join player as t2 on t1.playerid = t2.coach_id join player_lastname as t3 on t1.playerid = t3.playerid group by t1.playerid having count(*) >= 3")],
    ),
    dict(
        db="chess_federation", shape="nested",
        q="Which nationalities have both players with the title GM and players with the title WGM?",
        sql="select nationality from player where title = 'GM' intersect select nationality from player where title = 'WGM'",
        J=[("player", "Title",
            "select t1.nationality from player as t1 join player_title as t2 on t1.playerid = t2.playerid where t2.title = 'GM' intersect select t1.nationality from player as t1 join player_title as t2 on t1.playerid = t2.playerid where t2.title = 'WGM'"),
           ("player", "Nationality",
            "select t2.nationality from player as t1 join player_nationality as t2 on t1.playerid = t2.playerid where t1.title = 'GM' intersect select t2.nationality from player as t1 join player_nationality as t2 on t1.playerid = t2.playerid where t1.title = 'WGM'")],
        C=("player", "Title", "fide_title", "chess_title",
           "select nationality from player where {c} = 'GM' intersect select nationality from player where {c} = 'WGM'"),
        T=("player", "competitor", "chess_player",
           "select nationality from {t} where title = 'GM' intersect select nationality from {t} where title = 'WGM'"),
    ),
    dict(
        db="chess_federation", shape="nested", again=True,
        q="Find the nationalities that have at least one WGM and at least one GM.",
        sql="select nationality from player where title = 'WGM' intersect select nationality from player where title = 'GM'",
        J=[("player", "Title",
            "select t1.nationality from player as t1 join player_title as t2 on t1.playerid = t2.playerid where t2.title = 'WGM' intersect select t1.nationality from player as t1 join player_title as t2 on t1.playerid = t2.playerid where t2.title = 'GM'")],
    ),
    dict(
        db="chess_federation", shape="join",
        q="Show the name of each tournament together with the name of the country it was held in.",
        sql="select t1.tourn_name, t2.country_name from tournament as t1 join country as t2 on t1.country_code = t2.country_code",
        J=[("tournament", "Tourn_Name",
            "select t3.tourn_name, t2.country_name from tournament as t1 join country as t2 on t1.country_code = t2.country_code join tournament_tourn_name as t3 on t1.tourn_id = t3.tourn_id"),
           ("country", "Country_Name",
            "select t1.tourn_name, t3.country_name from tournament as t1 join country as t2 on t1.country_code = t2.country_code join country_country_name as t3 on t2.country_code = t3.country_code")],
        T=("tournament", "event", "competition",
           "select t1.tourn_name, t2.country_name from {t} as t1 join country as t2 on t1.country_code = t2.country_code"),
    ),
    dict(
        db="chess_federation", shape="join", again=True,
        q="For every tournament, list the country name and the tournament name.",
        sql="select t1.country_name, t2.tourn_name from country as t1 join tournament as t2 on t1.country_code = t2.country_code",
        J=[("country", "Country_Name",
            "select t3.country_name, t2.tourn_name from country as t1 join tournament as t2 on t1.country_code = t2.country_code join country_country_name as t3 on t1.country_code = t3.country_code")],
    ),
    dict(
        db="chess_federation", shape="join",
        q="What are the distinct names of the tournaments entered by players of the Chennai Rooks club?",
        sql="select distinct t4.tourn_name from club as t1 join player as t2 on t1.clubid = t2.clubid join tournament_entry as t3 on t2.playerid = t3.playerid join tournament as t4 on t3.tourn_id = t4.tourn_id where t1.club_name = 'Chennai Rooks'",
        J=[("club", "Club_Name",
            "select distinct t4.tourn_name from club as t1 join player as t2 on t1.clubid = t2.clubid join tournament_entry as t3 on t2.playerid = t3.playerid join tournament as t4 on t3.tourn_id = t4.tourn_id join club_club_name as t5 on t1.clubid = t5.clubid where t5.club_name = 'Chennai Rooks'"),
           ("tournament", "Tourn_Name",
            "select distinct t5.tourn_name from club as t1 join player as t2 on t1.clubid = t2.clubid join tournament_entry as t3 on t2.playerid = t3.playerid join tournament as t4 on t3.tourn_id = t4.tourn_id join tournament_tourn_name as t5 on t4.tourn_id = t5.tourn_id where t1.club_name = 'Chennai Rooks'")],
        C=("club", "Club_Name", "name", "club_title",
           "select distinct t4.tourn_name from club as t1 join player as t2 on t1.clubid = t2.clubid join tournament_entry as t3 on t2.playerid = t3.playerid join tournament as t4 on t3.tourn_id = t4.tourn_id where t1.{c} = 'Chennai Rooks'"),
        T=("tournament_entry", "registration", "participation",
           "select distinct t4.tourn_name from club as t1 join player as t2 on t1.clubid = t2.clubid join {t} as t3 on t2.playerid = t3.playerid join tournament as t4 on t3.tourn_id = t4.tourn_id where t1.club_name = 'Chennai Rooks'"),
    ),
    dict(
        db="chess_federation", shape="nested", again=True,
        q="Which tournaments had at least one entrant from the Chennai Rooks? List the tournament names.",
        sql="select tourn_name from tournament where tourn_id in (select t1.tourn_id from tournament_entry as t1 join player as t2 on t1.playerid = t2.playerid join club as t3 on t2.clubid = t3.clubid where t3.club_name = 'Chennai Rooks')",
        J=[("tournament", "Tourn_Name",
            "select t2.tourn_name from tournament as t1 join tournament_tourn_name as t2 on t1.tourn_id = t2.tourn_id where t1.tourn_id in (select t1.tourn_id from tournament_entry as t1 join player as t2 on t1.playerid = t2.playerid join club as t3 on t2.clubid = t3.clubid where t3.club_name = 'Chennai Rooks')")],
    ),
    dict(
        db="chess_federation", shape="join",
        q="For each Rapid tournament, show the tournament name and the first and last name of the player who finished first.",
        sql="select t3.tourn_name, t1.firstname, t1.lastname from player as t1 join tournament_entry as t2 on t1.playerid = t2.playerid join tournament as t3 on t2.tourn_id = t3.tourn_id where t2.final_rank = 1 and t3.time_control = 'Rapid'",
        J=[("tournament", "Time_Control",
            "select t3.tourn_name, t1.firstname, t1.lastname from player as t1 join tournament_entry as t2 on t1.playerid = t2.playerid join tournament as t3 on t2.tourn_id = t3.tourn_id join tournament_time_control as t4 on t3.tourn_id = t4.tourn_id where t2.final_rank = 1 and t4.time_control = 'Rapid'"),
           ("player", "FirstName",
            "select t3.tourn_name, t4.firstname, t1.lastname from player as t1 join tournament_entry as t2 on t1.playerid = t2.playerid join tournament as t3 on t2.tourn_id = t3.tourn_id join player_firstname as t4 on t1.playerid = t4.playerid where t2.final_rank = 1 and t3.time_control = 'Rapid'")],
        C=("tournament", "Time_Control", "format", "speed",
           "select t3.tourn_name, t1.firstname, t1.lastname from player as t1 join tournament_entry as t2 on t1.playerid = t2.playerid join tournament as t3 on t2.tourn_id = t3.tourn_id where t2.final_rank = 1 and t3.{c} = 'Rapid'"),
        T=("tournament_entry", "registration", "participation",
           "select t3.tourn_name, t1.firstname, t1.lastname from player as t1 join {t} as t2 on t1.playerid = t2.playerid join tournament as t3 on t2.tourn_id = t3.tourn_id where t2.final_rank = 1 and t3.time_control = 'Rapid'"),
    ),
    dict(
        db="chess_federation", shape="join", again=True,
        q="Who won each tournament with the Rapid time control? Give me the tournament's name and the winner's first and last name.",
        sql="select t1.tourn_name, t3.firstname, t3.lastname from tournament as t1 join tournament_entry as t2 on t1.tourn_id = t2.tourn_id join player as t3 on t2.playerid = t3.playerid where t1.time_control = 'Rapid' and t2.final_rank = 1",
        J=[("tournament", "Time_Control",
            "select t1.tourn_name, t3.firstname, t3.lastname from tournament as t1 join tournament_entry as t2 on t1.tourn_id = t2.tourn_id join player as t3 on t2.playerid = t3.playerid join tournament_time_control as t4 on t1.tourn_id = t4.tourn_id where t4.time_control = 'Rapid' and t2.final_rank = 1")],
    ),
    dict(
        db="chess_federation", shape="simple",
        q="Show the first names of players whose rapid rating is above 2600.",
        sql="select firstname from player where rapid_rtg > 2600",
        J=[("player", "Rapid_Rtg",
            "select t1.firstname from player as t1 join player_rapid_rtg as t2 on t1.playerid = t2.playerid where t2.rapid_rtg > 2600"),
           ("player", "FirstName",
            "select t2.firstname from player as t1 join player_firstname as t2 on t1.playerid = t2.playerid where t1.rapid_rtg > 2600")],
        C=("player", "Rapid_Rtg", "rapid_elo", "quickplay_rating",
           "select firstname from player where {c} > 2600"),
    ),
    dict(
        db="chess_federation", shape="simple", again=True,
        q="Which players have a rapid rating higher than 2600? List their first names.",
        sql="select firstname from player where rapid_rtg >= 2601",
        J=[("player", "Rapid_Rtg",
            "select t1.firstname from player as t1 join player_rapid_rtg as t2 on t1.playerid = t2.playerid where t2.rapid_rtg >= 2601")],
    ),
    dict(
        db="chess_federation", shape="nested",
        q="Which clubs have more members than the average club? List their names.",
        sql="select club_name from club where num_members > (select avg(num_members) from club)",
        J=[("club", "Num_Members",
            "select t1.club_name from club as t1 join club_num_members as t2 on t1.clubid = t2.clubid where t2.num_members > (select avg(num_members) from club_num_members)"),
           ("club", "Club_Name",
            "select t2.club_name from club as t1 join club_club_name as t2 on t1.clubid = t2.clubid where t1.num_members > (select avg(num_members) from club)")],
        C=("club", "Num_Members", "member_count", "membership_size",
           "select club_name from club where {c} > (select avg({c}) from club)"),
        T=("club", "chess_club", "society",
           "select club_name from {t} where num_members > (select avg(num_members) from {t})"),
    ),
    dict(
        db="chess_federation", shape="nested", again=True,
        q="Give the names of the clubs whose membership is above the average number of members, in alphabetical order.",
        sql="select club_name from club where num_members > (select avg(num_members) from club) order by club_name",
        J=[("club", "Num_Members",
            "select t1.club_name from club as t1 join club_num_members as t2 on t1.clubid = t2.clubid where t2.num_members > (select avg(num_members) from club_num_members) order by t1.club_name")],
    ),
    dict(
        db="chess_federation", shape="nested",
        q="Which countries have clubs but have never hosted a tournament? Give the country names.",
        sql="select t2.country_name from club as t1 join country as t2 on t1.country_code = t2.country_code except select t2.country_name from tournament as t1 join country as t2 on t1.country_code = t2.country_code",
        J=[("country", "Country_Name",
            "select t3.country_name from club as t1 join country as t2 on t1.country_code = t2.country_code join country_country_name as t3 on t2.country_code = t3.country_code except select t3.country_name from tournament as t1 join country as t2 on t1.country_code = t2.country_code join country_country_name as t3 on t2.country_code = t3.country_code")],
        T=("tournament", "event", "competition",
           "select t2.country_name from club as t1 join country as t2 on t1.country_code = t2.country_code except select t2.country_name from {t} as t1 join country as t2 on t1.country_code = t2.country_code"),
    ),
    dict(
        db="chess_federation", shape="nested", again=True,
        q="Find the names of the countries that have at least one club and no tournaments.",
        sql="select country_name from country where country_code in (select country_code from club) and country_code not in (select country_code from tournament)",
        J=[("country", "Country_Name",
            "select t2.country_name from country as t1 join country_country_name as t2 on t1.country_code = t2.country_code where t1.country_code in (select country_code from club) and t1.country_code not in (select country_code from tournament)")],
    ),
    dict(
        db="chess_federation", shape="nested",
        q="List the first and last names of the players who are from Ukraine or play for a club based in Madrid.",
        sql="select firstname, lastname from player where nationality = 'Ukraine' union select t1.firstname, t1.lastname from player as t1 join club as t2 on t1.clubid = t2.clubid where t2.city = 'Madrid'",
        J=[("player", "Nationality",
            "select t1.firstname, t1.lastname from player as t1 join player_nationality as t2 on t1.playerid = t2.playerid where t2.nationality = 'Ukraine' union select t1.firstname, t1.lastname from player as t1 join club as t2 on t1.clubid = t2.clubid where t2.city = 'Madrid'"),
           ("club", "City",
            "select firstname, lastname from player where nationality = 'Ukraine' union select t1.firstname, t1.lastname from player as t1 join club as t2 on t1.clubid = t2.clubid join club_city as t3 on t2.clubid = t3.clubid where t3.city = 'Madrid'")],
        C=("club", "City", "town", "home_city",
           "select firstname, lastname from player where nationality = 'Ukraine' union select t1.firstname, t1.lastname from player as t1 join club as t2 on t1.clubid = t2.clubid where t2.{c} = 'Madrid'"),
        T=("club", "chess_club", "society",
           "select firstname, lastname from player where nationality = 'Ukraine' union select t1.firstname, t1.lastname from player as t1 join {t} as t2 on t1.clubid = t2.clubid where t2.city = 'Madrid'"),
    ),
    dict(
        db="chess_federation", shape="nested", again=True,
        q="Give me the first names and last names of players who either play for a club in Madrid or have Ukraine as their nationality.",
        sql="select t1.firstname, t1.lastname from player as t1 join club as t2 on t1.clubid = t2.clubid where t2.city = 'Madrid' union select firstname, lastname from player where nationality = 'Ukraine'",
        J=[("club", "City",
            "select t1.firstname, t1.lastname from player as t1 join club as t2 on t1.clubid = t2.clubid join club_city as t3 on t2.clubid = t3.clubid where t3.city = 'Madrid' union select firstname, lastname from player where nationality = 'Ukraine'")],
    ),
    dict(
        db="chess_federation", shape="nested",
        q="Which players are rated higher than every player from India? Show their first names, last names and ratings.",
        sql="select firstname, lastname, std_rating from player where std_rating > (select max(std_rating) from player where nationality = 'India')",
        J=[("player", "Std_Rating",
            "select t1.firstname, t1.lastname, t2.std_rating from player as t1 join player_std_rating as t2 on t1.playerid = t2.playerid where t2.std_rating > (select max(t4.std_rating) from player as t3 join player_std_rating as t4 on t3.playerid = t4.playerid where t3.nationality = 'India')"),
           ("player", "Nationality",
            "select firstname, lastname, std_rating from player where std_rating > (select max(t1.std_rating) from player as t1 join player_nationality as t2 on t1.playerid = t2.playerid where t2.nationality = 'India')")],
        C=("player", "Std_Rating", "elo", "classical_rating",
           "select firstname, lastname, {c} from player where {c} > (select max({c}) from player where nationality = 'India')"),
    ),
    dict(
        db="chess_federation", shape="nested", again=True,
        q="Find the first name, last name and standard rating of each player whose rating beats the best Indian player's rating.",
        sql="select firstname, lastname, std_rating from player where std_rating > (select std_rating from player where nationality = 'India' order by std_rating desc limit 1)",
        J=[("player", "Nationality",
            "select firstname, lastname, std_rating from player where std_rating > (select t1.std_rating from player as t1 join player_nationality as t2 on t1.playerid = t2.playerid where t2.nationality = 'India' order by t1.std_rating desc limit 1)")],
    ),
    dict(
        db="chess_federation", shape="simple",
        q="What is the average number of moves in the games played in round 1?",
        sql="select avg(num_moves) from game where round_num = 1",
        J=[("game", "Num_Moves",
            "select avg(t2.num_moves) from game as t1 join game_num_moves as t2 on t1.game_id = t2.game_id where t1.round_num = 1")],
        C=("game", "Num_Moves", "move_count", "length_in_moves",
           "select avg({c}) from game where round_num = 1"),
        P=("game_num_moves", "game", "round_num", "num_moves",
           "select avg_num_moves from game_num_moves where round_num = 1"),
    ),
    dict(
        db="chess_federation", shape="simple", again=True,
        q="Tell me the mean move count of first-round games.",
        sql="select avg(num_moves) from game where round_num < 2",
        J=[("game", "Num_Moves",
            "select avg(t2.num_moves) from game as t1 join game_num_moves as t2 on t1.game_id = t2.game_id where t1.round_num < 2")],
        T=("game", "chess_game", "match_record",
           "select avg(num_moves) from {t} where round_num < 2"),
    ),
    # ------------------------------------------------------------------ freight_logistics
    dict(
        db="freight_logistics", shape="simple",
        q="How many shipments are still in transit?",
        sql="select count(*) from shipments where status = 'In Transit'",
        T=("shipments", "consignment", "freight_job",
           "select count(*) from {t} where status = 'In Transit'"),
        P=("shipments_weight_kg", "shipments", "status", "weight_kg",
           "select number from shipments_weight_kg where status = 'In Transit'"),
    ),
    dict(
        db="freight_logistics", shape="simple", again=True,
        q="What is the number of shipments whose status is In Transit?",
        sql="select count(shipment_id) from shipments where status = 'In Transit'",
        T=("shipments", "consignment", "freight_job",
           "select count(shipment_id) from {t} where status = 'In Transit'"),
    ),
    dict(
        db="freight_logistics", shape="simple",
        q="List the names of the depots that are open 24 hours.",
        sql="select depot_name from depots where is_24hr = 'Y'",
        J=[("depots", "Is_24hr",
            "select t1.depot_name from depots as t1 join depots_is_24hr as t2 on t1.depot_id = t2.depot_id where t2.is_24hr = 'Y'"),
           ("depots", "Depot_Name",
            "select t2.depot_name from depots as t1 join depots_depot_name as t2 on t1.depot_id = t2.depot_id where t1.is_24hr = 'Y'")],
        C=("depots", "Is_24hr", "open_all_day", "round_the_clock",
           "select depot_name from depots where {c} = 'Y'"),
        T=("depots", "warehouse", "hub",
           "select depot_name from {t} where is_24hr = 'Y'"),
    ),
    dict(
        db="freight_logistics", shape="simple", again=True,
        q="Which depots operate around the clock? Show their names in alphabetical order.",
        sql="select depot_name from depots where is_24hr = 'Y' order by depot_name",
        J=[("depots", "Is_24hr",
            "select t1.depot_name from depots as t1 join depots_is_24hr as t2 on t1.depot_id = t2.depot_id where t2.is_24hr = 'Y' order by t1.depot_name")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="What is the total weight of all the frozen food shipments?",
        sql="select sum(t1.weight_kg) from shipments as t1 join ref_cargo_types as t2 on t1.cargo_type_cd = t2.cargo_type_cd where t2.cargo_type_desc = 'Frozen food'",
        J=[("shipments", "Weight_Kg",
            "select sum(t3.weight_kg) from shipments as t1 join ref_cargo_types as t2 on t1.cargo_type_cd = t2.cargo_type_cd join shipments_weight_kg as t3 on t1.shipment_id = t3.shipment_id where t2.cargo_type_desc = 'Frozen food'")],
        C=("shipments", "Weight_Kg", "weight", "gross_weight_kg",
           "select sum(t1.{c}) from shipments as t1 join ref_cargo_types as t2 on t1.cargo_type_cd = t2.cargo_type_cd where t2.cargo_type_desc = 'Frozen food'"),
        T=("shipments", "consignment", "freight_job",
           "select sum(t1.weight_kg) from {t} as t1 join ref_cargo_types as t2 on t1.cargo_type_cd = t2.cargo_type_cd where t2.cargo_type_desc = 'Frozen food'"),
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="Give me the sum of the weights of the shipments whose cargo type is frozen food.",
        sql="select sum(t2.weight_kg) from ref_cargo_types as t1 join shipments as t2 on t1.cargo_type_cd = t2.cargo_type_cd where t1.cargo_type_desc = 'Frozen food'",
        J=[("shipments", "Weight_Kg",
            "select sum(t3.weight_kg) from ref_cargo_types as t1 join shipments as t2 on t1.cargo_type_cd = t2.cargo_type_cd join shipments_weight_kg as t3 on t2.shipment_id = t3.shipment_id where t1.cargo_type_desc = 'Frozen food'")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="Show the origin depot name and the destination depot name of shipment 1042.",
        sql="select t2.depot_name, t3.depot_name from shipments as t1 join depots as t2 on t1.from_depot = t2.depot_id join depots as t3 on t1.to_depot = t3.depot_id where t1.shipment_id = 1042",
        J=[("depots", "Depot_Name",
            "select t4.depot_name, t5.depot_name from shipments as t1 join depots as t2 on t1.from_depot = t2.depot_id join depots as t3 on t1.to_depot = t3.depot_id join depots_depot_name as t4 on t2.depot_id = t4.depot_id join depots_depot_name as t5 on t3.depot_id = t5.depot_id where t1.shipment_id = 1042")],
        C=("depots", "Depot_Name", "name", "site_name",
           "select t2.{c}, t3.{c} from shipments as t1 join depots as t2 on t1.from_depot = t2.depot_id join depots as t3 on t1.to_depot = t3.depot_id where t1.shipment_id = 1042"),
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="Which depot did shipment 1042 leave from, and which depot was it going to? Give both names.",
        sql="select t1.depot_name, t3.depot_name from depots as t1 join shipments as t2 on t1.depot_id = t2.from_depot join depots as t3 on t2.to_depot = t3.depot_id where t2.shipment_id = 1042",
        J=[("depots", "Depot_Name",
            "select t4.depot_name, t5.depot_name from depots as t1 join shipments as t2 on t1.depot_id = t2.from_depot join depots as t3 on t2.to_depot = t3.depot_id join depots_depot_name as t4 on t1.depot_id = t4.depot_id join depots_depot_name as t5 on t3.depot_id = t5.depot_id where t2.shipment_id = 1042")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="How many shipments left from depots in Scotland?",
        sql="select count(*) from shipments as t1 join depots as t2 on t1.from_depot = t2.depot_id where t2.region = 'Scotland'",
        J=[("depots", "Region",
            "select count(*) from shipments as t1 join depots as t2 on t1.from_depot = t2.depot_id join depots_region as t3 on t2.depot_id = t3.depot_id where t3.region = 'Scotland'")],
        C=("depots", "Region", "area", "territory",
           "select count(*) from shipments as t1 join depots as t2 on t1.from_depot = t2.depot_id where t2.{c} = 'Scotland'"),
        T=("shipments", "consignment", "freight_job",
           "select count(*) from {t} as t1 join depots as t2 on t1.from_depot = t2.depot_id where t2.region = 'Scotland'"),
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="Count the shipments whose origin depot is in the Scotland region.",
        sql="select count(*) from depots as t1 join shipments as t2 on t1.depot_id = t2.from_depot where t1.region = 'Scotland'",
        J=[("depots", "Region",
            "select count(*) from depots as t1 join shipments as t2 on t1.depot_id = t2.from_depot join depots_region as t3 on t1.depot_id = t3.depot_id where t3.region = 'Scotland'")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="Which depot received the most shipments? Give its name.",
        sql="select t2.depot_name from shipments as t1 join depots as t2 on t1.to_depot = t2.depot_id group by t1.to_depot order by count(*) desc limit 1",
        J=[("depots", "Depot_Name",
            "select t3.depot_name from shipments as t1 join depots as t2 on t1.to_depot = t2.depot_id join depots_depot_name as t3 on t2.depot_id = t3.depot_id group by t1.to_depot order by count(*) desc limit 1")],
        T=("shipments", "consignment", "freight_job",
           "select t2.depot_name from {t} as t1 join depots as t2 on t1.to_depot = t2.depot_id group by t1.to_depot order by count(*) desc limit 1"),
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="What is the name of the depot that was the destination of the largest number of shipments?",
        sql="select t1.depot_name from depots as t1 join shipments as t2 on t1.depot_id = t2.to_depot group by t1.depot_id order by count(*) desc limit 1",
        J=[("depots", "Depot_Name",
            "select t3.depot_name from depots as t1 join shipments as t2 on t1.depot_id = t2.to_depot join depots_depot_name as t3 on t1.depot_id = t3.depot_id group by t1.depot_id order by count(*) desc limit 1")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="Show the last name of each driver together with the last name of their supervisor.",
        sql="select t1.last_name, t2.last_name from drivers as t1 join drivers as t2 on t1.supervisor_id = t2.driver_id",
        J=[("drivers", "last_name",
            "select t3.last_name, t4.last_name from drivers as t1 join drivers as t2 on t1.supervisor_id = t2.driver_id join drivers_last_name as t3 on t1.driver_id = t3.driver_id join drivers_last_name as t4 on t2.driver_id = t4.driver_id")],
        C=("drivers", "last_name", "surname", "family_name",
           "select t1.{c}, t2.{c} from drivers as t1 join drivers as t2 on t1.supervisor_id = t2.driver_id"),
        T=("drivers", "haulier", "lorry_driver",
           "select t1.last_name, t2.last_name from {t} as t1 join {t} as t2 on t1.supervisor_id = t2.driver_id"),
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="For every driver who has a supervisor, give the supervisor's surname and the driver's surname.",
        sql="select t2.last_name, t1.last_name from drivers as t1 join drivers as t2 on t1.supervisor_id = t2.driver_id",
        J=[("drivers", "last_name",
            "select t4.last_name, t3.last_name from drivers as t1 join drivers as t2 on t1.supervisor_id = t2.driver_id join drivers_last_name as t3 on t1.driver_id = t3.driver_id join drivers_last_name as t4 on t2.driver_id = t4.driver_id")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="How many trucks are based at each depot? Show the depot name and the number of trucks.",
        sql="select t2.depot_name, count(*) from trucks as t1 join depots as t2 on t1.depot_id = t2.depot_id group by t1.depot_id",
        J=[("depots", "Depot_Name",
            "select t3.depot_name, count(*) from trucks as t1 join depots as t2 on t1.depot_id = t2.depot_id join depots_depot_name as t3 on t2.depot_id = t3.depot_id group by t1.depot_id")],
        T=("trucks", "lorry", "vehicle",
           "select t2.depot_name, count(*) from {t} as t1 join depots as t2 on t1.depot_id = t2.depot_id group by t1.depot_id"),
        P=("depots_trucks_max_load_kg", "trucks as t1 join depots as t2 on t1.depot_id = t2.depot_id",
           "t2.depot_name", "t1.max_load_kg",
           "select depot_name, number from depots_trucks_max_load_kg"),
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="For each depot, list its name and how many trucks it has.",
        sql="select t1.depot_name, count(*) from depots as t1 join trucks as t2 on t1.depot_id = t2.depot_id group by t1.depot_id",
        J=[("depots", "Depot_Name",
            "select t3.depot_name, count(*) from depots as t1 join trucks as t2 on t1.depot_id = t2.depot_id join depots_depot_name as t3 on t1.depot_id = t3.depot_id group by t1.depot_id")],
    ),
    dict(
        db="freight_logistics", shape="simple",
        q="List the registration numbers of the trucks built before 2015.",
        sql="select reg_no from trucks where model_yr < 2015",
        J=[("trucks", "Model_Yr",
            "select t1.reg_no from trucks as t1 join trucks_model_yr as t2 on t1.truck_id = t2.truck_id where t2.model_yr < 2015"),
           ("trucks", "Reg_No",
            "select t2.reg_no from trucks as t1 join trucks_reg_no as t2 on t1.truck_id = t2.truck_id where t1.model_yr < 2015")],
        C=("trucks", "Model_Yr", "build_year", "year_made",
           "select reg_no from trucks where {c} < 2015"),
    ),
    dict(
        db="freight_logistics", shape="simple", again=True,
        q="Which trucks have a model year earlier than 2015? Give their registration numbers.",
        sql="select reg_no from trucks where model_yr <= 2014",
        J=[("trucks", "Model_Yr",
            "select t1.reg_no from trucks as t1 join trucks_model_yr as t2 on t1.truck_id = t2.truck_id where t2.model_yr <= 2014")],
    ),
    dict(
        db="freight_logistics", shape="agg",
        q="What is the average freight amount for each status?",
        sql="select avg(freight_amt), status from shipments group by status",
        J=[("shipments", "Freight_Amt",
            "select avg(t2.freight_amt), t1.status from shipments as t1 join shipments_freight_amt as t2 on t1.shipment_id = t2.shipment_id group by t1.status"),
           ("shipments", "Status",
            "select avg(t1.freight_amt), t2.status from shipments as t1 join shipments_status as t2 on t1.shipment_id = t2.shipment_id group by t2.status")],
        C=("shipments", "Freight_Amt", "charge", "freight_charge",
           "select avg({c}), status from shipments group by status"),
        P=("shipments_freight_amt", "shipments", "status", "freight_amt",
           "select avg_freight_amt, status from shipments_freight_amt"),
    ),
    dict(
        db="freight_logistics", shape="agg", again=True,
        q="For each shipment status, what is the average amount charged for freight?",
        sql="select status, avg(freight_amt) from shipments group by status",
        J=[("shipments", "Freight_Amt",
            "select t1.status, avg(t2.freight_amt) from shipments as t1 join shipments_freight_amt as t2 on t1.shipment_id = t2.shipment_id group by t1.status")],
    ),
    dict(
        db="freight_logistics", shape="nested",
        q="Find the descriptions of the cargo types that have never been shipped.",
        sql="select cargo_type_desc from ref_cargo_types where cargo_type_cd not in (select cargo_type_cd from shipments)",
        J=[("ref_cargo_types", "Cargo_Type_Desc",
            "select t2.cargo_type_desc from ref_cargo_types as t1 join ref_cargo_types_cargo_type_desc as t2 on t1.cargo_type_cd = t2.cargo_type_cd where t1.cargo_type_cd not in (select cargo_type_cd from shipments)")],
        C=("ref_cargo_types", "Cargo_Type_Desc", "description", "cargo_name",
           "select {c} from ref_cargo_types where cargo_type_cd not in (select cargo_type_cd from shipments)"),
    ),
    dict(
        db="freight_logistics", shape="nested", again=True,
        q="Return the descriptions of the cargo types that do not appear in any shipment.",
        sql="select cargo_type_desc from ref_cargo_types except select t1.cargo_type_desc from ref_cargo_types as t1 join shipments as t2 on t1.cargo_type_cd = t2.cargo_type_cd",
        J=[("ref_cargo_types", "Cargo_Type_Desc",
            "select t2.cargo_type_desc from ref_cargo_types as t1 join ref_cargo_types_cargo_type_desc as t2 on t1.cargo_type_cd = t2.cargo_type_cd except select t3.cargo_type_desc from ref_cargo_types as t1 join shipments as t2 on t1.cargo_type_cd = t2.cargo_type_cd join ref_cargo_types_cargo_type_desc as t3 on t1.cargo_type_cd = t3.cargo_type_cd")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="Which customers have more than 8 shipments? Give the company name and the number of shipments.",
        sql="select t1.company_name, count(*) from customers as t1 join shipments as t2 on t1.customerid = t2.customerid group by t1.customerid having count(*) > 8",
        J=[("customers", "Company_Name",
            "select t3.company_name, count(*) from customers as t1 join shipments as t2 on t1.customerid = t2.customerid join customers_company_name as t3 on t1.customerid = t3.customerid group by t1.customerid having count(*) > 8")],
        P=("customers_shipments_weight_kg", "customers as t1 join shipments as t2 on t1.customerid = t2.customerid",
           "t1.company_name", "t2.weight_kg",
           "select company_name, number from customers_shipments_weight_kg where number > 8"),
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="Show the company names of the customers with at least nine shipments, and how many shipments each of them has.",
        sql="select t2.company_name, count(*) from shipments as t1 join customers as t2 on t1.customerid = t2.customerid group by t1.customerid having count(*) >= 9",
        J=[("customers", "Company_Name",
            "select t3.company_name, count(*) from shipments as t1 join customers as t2 on t1.customerid = t2.customerid join customers_company_name as t3 on t2.customerid = t3.customerid group by t1.customerid having count(*) >= 9")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="What are the company names of the customers whose shipments were driven by Megan Williams?",
        sql="select distinct t4.company_name from drivers as t1 join driver_assignments as t2 on t1.driver_id = t2.driver_id join shipments as t3 on t2.shipment_id = t3.shipment_id join customers as t4 on t3.customerid = t4.customerid where t1.first_name = 'Megan' and t1.last_name = 'Williams'",
        J=[("customers", "Company_Name",
            "select distinct t5.company_name from drivers as t1 join driver_assignments as t2 on t1.driver_id = t2.driver_id join shipments as t3 on t2.shipment_id = t3.shipment_id join customers as t4 on t3.customerid = t4.customerid join customers_company_name as t5 on t4.customerid = t5.customerid where t1.first_name = 'Megan' and t1.last_name = 'Williams'")],
        T=("driver_assignments", "crew_assignment", "trip_driver",
           "select distinct t4.company_name from drivers as t1 join {t} as t2 on t1.driver_id = t2.driver_id join shipments as t3 on t2.shipment_id = t3.shipment_id join customers as t4 on t3.customerid = t4.customerid where t1.first_name = 'Megan' and t1.last_name = 'Williams'"),
    ),
    dict(
        db="freight_logistics", shape="nested", again=True,
        q="Which customers had a shipment driven by the driver Megan Williams? Give the company names.",
        sql="select company_name from customers where customerid in (select t1.customerid from shipments as t1 join driver_assignments as t2 on t1.shipment_id = t2.shipment_id join drivers as t3 on t2.driver_id = t3.driver_id where t3.first_name = 'Megan' and t3.last_name = 'Williams')",
        J=[("customers", "Company_Name",
            "select t2.company_name from customers as t1 join customers_company_name as t2 on t1.customerid = t2.customerid where t1.customerid in (select t1.customerid from shipments as t1 join driver_assignments as t2 on t1.shipment_id = t2.shipment_id join drivers as t3 on t2.driver_id = t3.driver_id where t3.first_name = 'Megan' and t3.last_name = 'Williams')")],
    ),
    dict(
        db="freight_logistics", shape="simple",
        q="Which drivers were hired in 2023? Give their first and last names.",
        sql="select first_name, last_name from drivers where hire_dt like '2023%'",
        J=[("drivers", "Hire_Dt",
            "select t1.first_name, t1.last_name from drivers as t1 join drivers_hire_dt as t2 on t1.driver_id = t2.driver_id where t2.hire_dt like '2023%'"),
           ("drivers", "first_name",
            "select t2.first_name, t1.last_name from drivers as t1 join drivers_first_name as t2 on t1.driver_id = t2.driver_id where t1.hire_dt like '2023%'")],
        C=("drivers", "Hire_Dt", "start_date", "date_hired",
           "select first_name, last_name from drivers where {c} like '2023%'"),
        T=("drivers", "haulier", "lorry_driver",
           "select first_name, last_name from {t} where hire_dt like '2023%'"),
    ),
    dict(
        db="freight_logistics", shape="simple", again=True,
        q="List the first name and last name of every driver whose hire date falls in 2023.",
        sql="select first_name, last_name from drivers where hire_dt between '2023-01-01' and '2023-12-31'",
        J=[("drivers", "Hire_Dt",
            "select t1.first_name, t1.last_name from drivers as t1 join drivers_hire_dt as t2 on t1.driver_id = t2.driver_id where t2.hire_dt between '2023-01-01' and '2023-12-31'")],
    ),
    dict(
        db="freight_logistics", shape="agg",
        q="How many trucks of each make are there?",
        sql="select count(*), make from trucks group by make",
        T=("trucks", "lorry", "vehicle",
           "select count(*), make from {t} group by make"),
        P=("trucks_max_load_kg", "trucks", "make", "max_load_kg",
           "select number, make from trucks_max_load_kg"),
    ),
    dict(
        db="freight_logistics", shape="agg", again=True,
        q="Show each truck make and the number of trucks of that make.",
        sql="select make, count(*) from trucks group by make",
        T=("trucks", "lorry", "vehicle",
           "select make, count(*) from {t} group by make"),
    ),
    dict(
        db="freight_logistics", shape="nested",
        q="Show the names of the depots that are in Wales or can hold more than 10000 pallets.",
        sql="select depot_name from depots where region = 'Wales' union select depot_name from depots where capacity_pallets > 10000",
        J=[("depots", "Region",
            "select t1.depot_name from depots as t1 join depots_region as t2 on t1.depot_id = t2.depot_id where t2.region = 'Wales' union select depot_name from depots where capacity_pallets > 10000"),
           ("depots", "Capacity_Pallets",
            "select depot_name from depots where region = 'Wales' union select t1.depot_name from depots as t1 join depots_capacity_pallets as t2 on t1.depot_id = t2.depot_id where t2.capacity_pallets > 10000")],
        C=("depots", "Capacity_Pallets", "capacity", "pallet_capacity",
           "select depot_name from depots where region = 'Wales' union select depot_name from depots where {c} > 10000"),
        T=("depots", "warehouse", "hub",
           "select depot_name from {t} where region = 'Wales' union select depot_name from {t} where capacity_pallets > 10000"),
    ),
    dict(
        db="freight_logistics", shape="nested", again=True,
        q="List the names of the depots with a capacity above 10000 pallets, together with those of the depots in the Wales region.",
        sql="select depot_name from depots where capacity_pallets > 10000 union select depot_name from depots where region = 'Wales'",
        J=[("depots", "Region",
            "select depot_name from depots where capacity_pallets > 10000 union select t1.depot_name from depots as t1 join depots_region as t2 on t1.depot_id = t2.depot_id where t2.region = 'Wales'")],
    ),
    dict(
        db="freight_logistics", shape="agg",
        q="What are the maximum and minimum hourly rates of the drivers with licence class C1?",
        sql="select max(hourly_rate), min(hourly_rate) from drivers where licence_class = 'C1'",
        J=[("drivers", "Hourly_Rate",
            "select max(t2.hourly_rate), min(t2.hourly_rate) from drivers as t1 join drivers_hourly_rate as t2 on t1.driver_id = t2.driver_id where t1.licence_class = 'C1'"),
           ("drivers", "Licence_Class",
            "select max(t1.hourly_rate), min(t1.hourly_rate) from drivers as t1 join drivers_licence_class as t2 on t1.driver_id = t2.driver_id where t2.licence_class = 'C1'")],
        C=("drivers", "Hourly_Rate", "pay_rate", "wage_per_hour",
           "select max({c}), min({c}) from drivers where licence_class = 'C1'"),
        P=("drivers_hourly_rate", "drivers", "licence_class", "hourly_rate",
           "select max_hourly_rate, min_hourly_rate from drivers_hourly_rate where licence_class = 'C1'"),
    ),
    dict(
        db="freight_logistics", shape="agg", again=True,
        q="Tell me the lowest and the highest hourly rate among the drivers holding a C1 licence.",
        sql="select min(hourly_rate), max(hourly_rate) from drivers where licence_class = 'C1'",
        J=[("drivers", "Hourly_Rate",
            "select min(t2.hourly_rate), max(t2.hourly_rate) from drivers as t1 join drivers_hourly_rate as t2 on t1.driver_id = t2.driver_id where t1.licence_class = 'C1'")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="For each cargo type that has a hazard class, show its description and the number of shipments.",
        sql="select t2.cargo_type_desc, count(*) from shipments as t1 join ref_cargo_types as t2 on t1.cargo_type_cd = t2.cargo_type_cd where t2.hazard_class is not null group by t2.cargo_type_desc",
        J=[("ref_cargo_types", "Hazard_Class",
            "select t2.cargo_type_desc, count(*) from shipments as t1 join ref_cargo_types as t2 on t1.cargo_type_cd = t2.cargo_type_cd join ref_cargo_types_hazard_class as t3 on t2.cargo_type_cd = t3.cargo_type_cd where t3.hazard_class is not null group by t2.cargo_type_desc"),
           ("ref_cargo_types", "Cargo_Type_Desc",
            "select t3.cargo_type_desc, count(*) from shipments as t1 join ref_cargo_types as t2 on t1.cargo_type_cd = t2.cargo_type_cd join ref_cargo_types_cargo_type_desc as t3 on t2.cargo_type_cd = t3.cargo_type_cd where t2.hazard_class is not null group by t3.cargo_type_desc")],
        C=("ref_cargo_types", "Hazard_Class", "hazard_level", "danger_class",
           "select t2.cargo_type_desc, count(*) from shipments as t1 join ref_cargo_types as t2 on t1.cargo_type_cd = t2.cargo_type_cd where t2.{c} is not null group by t2.cargo_type_desc"),
        T=("shipments", "consignment", "freight_job",
           "select t2.cargo_type_desc, count(*) from {t} as t1 join ref_cargo_types as t2 on t1.cargo_type_cd = t2.cargo_type_cd where t2.hazard_class is not null group by t2.cargo_type_desc"),
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="How many shipments were there of each cargo type with a hazard class? List the descriptions with the counts.",
        sql="select t1.cargo_type_desc, count(*) from ref_cargo_types as t1 join shipments as t2 on t1.cargo_type_cd = t2.cargo_type_cd where t1.hazard_class is not null group by t1.cargo_type_cd",
        J=[("ref_cargo_types", "Cargo_Type_Desc",
            "select t3.cargo_type_desc, count(*) from ref_cargo_types as t1 join shipments as t2 on t1.cargo_type_cd = t2.cargo_type_cd join ref_cargo_types_cargo_type_desc as t3 on t1.cargo_type_cd = t3.cargo_type_cd where t1.hazard_class is not null group by t1.cargo_type_cd")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="Which driver has been the lead driver on the most shipments? Give the first and last name.",
        sql="select t1.first_name, t1.last_name from drivers as t1 join driver_assignments as t2 on t1.driver_id = t2.driver_id where t2.role = 'Lead' group by t1.driver_id order by count(*) desc limit 1",
        J=[("drivers", "last_name",
            "select t1.first_name, t3.last_name from drivers as t1 join driver_assignments as t2 on t1.driver_id = t2.driver_id join drivers_last_name as t3 on t1.driver_id = t3.driver_id where t2.role = 'Lead' group by t1.driver_id order by count(*) desc limit 1")],
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="Find the first name and last name of the driver who led the largest number of shipments.",
        sql="select t2.first_name, t2.last_name from driver_assignments as t1 join drivers as t2 on t1.driver_id = t2.driver_id where t1.role = 'Lead' group by t1.driver_id order by count(*) desc limit 1",
        J=[("drivers", "first_name",
            "select t3.first_name, t2.last_name from driver_assignments as t1 join drivers as t2 on t1.driver_id = t2.driver_id join drivers_first_name as t3 on t2.driver_id = t3.driver_id where t1.role = 'Lead' group by t1.driver_id order by count(*) desc limit 1")],
        T=("driver_assignments", "crew_assignment", "trip_driver",
           "select t2.first_name, t2.last_name from {t} as t1 join drivers as t2 on t1.driver_id = t2.driver_id where t1.role = 'Lead' group by t1.driver_id order by count(*) desc limit 1"),
    ),
    dict(
        db="freight_logistics", shape="simple",
        q="What are the distinct cities of the customers that are key accounts?",
        sql="select distinct city from customers where is_key_account = 'Y'",
        J=[("customers", "Is_Key_Account",
            "select distinct t1.city from customers as t1 join customers_is_key_account as t2 on t1.customerid = t2.customerid where t2.is_key_account = 'Y'"),
           ("customers", "City",
            "select distinct t2.city from customers as t1 join customers_city as t2 on t1.customerid = t2.customerid where t1.is_key_account = 'Y'")],
        C=("customers", "Is_Key_Account", "key_account", "priority_client",
           "select distinct city from customers where {c} = 'Y'"),
        T=("customers", "client", "account",
           "select distinct city from {t} where is_key_account = 'Y'"),
    ),
    dict(
        db="freight_logistics", shape="agg", again=True,
        q="In which cities are there key account customers?",
        sql="select city from customers where is_key_account = 'Y' group by city",
        J=[("customers", "Is_Key_Account",
            "select t1.city from customers as t1 join customers_is_key_account as t2 on t1.customerid = t2.customerid where t2.is_key_account = 'Y' group by t1.city")],
    ),
    dict(
        db="freight_logistics", shape="join",
        q="How many shipments went from a depot in the Midlands to a depot in Yorkshire?",
        sql="select count(*) from shipments as t1 join depots as t2 on t1.from_depot = t2.depot_id join depots as t3 on t1.to_depot = t3.depot_id where t2.region = 'Midlands' and t3.region = 'Yorkshire'",
        J=[("depots", "Region",
            "select count(*) from shipments as t1 join depots as t2 on t1.from_depot = t2.depot_id join depots as t3 on t1.to_depot = t3.depot_id join depots_region as t4 on t2.depot_id = t4.depot_id join depots_region as t5 on t3.depot_id = t5.depot_id where t4.region = 'Midlands' and t5.region = 'Yorkshire'")],
        C=("depots", "Region", "area", "territory",
           "select count(*) from shipments as t1 join depots as t2 on t1.from_depot = t2.depot_id join depots as t3 on t1.to_depot = t3.depot_id where t2.{c} = 'Midlands' and t3.{c} = 'Yorkshire'"),
        T=("shipments", "consignment", "freight_job",
           "select count(*) from {t} as t1 join depots as t2 on t1.from_depot = t2.depot_id join depots as t3 on t1.to_depot = t3.depot_id where t2.region = 'Midlands' and t3.region = 'Yorkshire'"),
    ),
    dict(
        db="freight_logistics", shape="join", again=True,
        q="Count the shipments sent to Yorkshire depots from depots in the Midlands region.",
        sql="select count(*) from shipments as t1 join depots as t2 on t1.to_depot = t2.depot_id join depots as t3 on t1.from_depot = t3.depot_id where t2.region = 'Yorkshire' and t3.region = 'Midlands'",
        J=[("depots", "Region",
            "select count(*) from shipments as t1 join depots as t2 on t1.to_depot = t2.depot_id join depots as t3 on t1.from_depot = t3.depot_id join depots_region as t4 on t2.depot_id = t4.depot_id join depots_region as t5 on t3.depot_id = t5.depot_id where t4.region = 'Yorkshire' and t5.region = 'Midlands'")],
    ),
    dict(
        db="freight_logistics", shape="nested",
        q="List the first and last names of the drivers who have never been assigned to a shipment.",
        sql="select first_name, last_name from drivers where driver_id not in (select driver_id from driver_assignments)",
        J=[("drivers", "last_name",
            "select t1.first_name, t2.last_name from drivers as t1 join drivers_last_name as t2 on t1.driver_id = t2.driver_id where t1.driver_id not in (select driver_id from driver_assignments)")],
        T=("driver_assignments", "crew_assignment", "trip_driver",
           "select first_name, last_name from drivers where driver_id not in (select driver_id from {t})"),
    ),
    dict(
        db="freight_logistics", shape="nested", again=True,
        q="Which drivers have no assignments at all? Show their first names and last names.",
        sql="select first_name, last_name from drivers except select t1.first_name, t1.last_name from drivers as t1 join driver_assignments as t2 on t1.driver_id = t2.driver_id",
        J=[("drivers", "first_name",
            "select t2.first_name, t1.last_name from drivers as t1 join drivers_first_name as t2 on t1.driver_id = t2.driver_id except select t3.first_name, t1.last_name from drivers as t1 join driver_assignments as t2 on t1.driver_id = t2.driver_id join drivers_first_name as t3 on t1.driver_id = t3.driver_id")],
    ),
    # ------------------------------------------------------------------ online_marketplace
    dict(
        db="online_marketplace", shape="simple",
        q="How many members are verified?",
        sql="select count(*) from members where is_verified = 'Y'",
        T=("members", "users", "account_holder",
           "select count(*) from {t} where is_verified = 'Y'"),
        P=("members_seller_rating", "members", "is_verified", "seller_rating",
           "select number from members_seller_rating where is_verified = 'Y'"),
    ),
    dict(
        db="online_marketplace", shape="simple", again=True,
        q="What is the number of verified members?",
        sql="select count(member_id) from members where is_verified = 'Y'",
        T=("members", "users", "account_holder",
           "select count(member_id) from {t} where is_verified = 'Y'"),
    ),
    dict(
        db="online_marketplace", shape="simple",
        q="List the usernames of the members from Poland.",
        sql="select username from members where country = 'Poland'",
        J=[("members", "Country",
            "select t1.username from members as t1 join members_country as t2 on t1.member_id = t2.member_id where t2.country = 'Poland'"),
           ("members", "UserName",
            "select t2.username from members as t1 join members_username as t2 on t1.member_id = t2.member_id where t1.country = 'Poland'")],
        C=("members", "Country", "home_country", "country_of_residence",
           "select username from members where {c} = 'Poland'"),
    ),
    dict(
        db="online_marketplace", shape="simple", again=True,
        q="Which members live in Poland? Give their user names, sorted alphabetically.",
        sql="select username from members where country = 'Poland' order by username",
        J=[("members", "Country",
            "select t1.username from members as t1 join members_country as t2 on t1.member_id = t2.member_id where t2.country = 'Poland' order by t1.username")],
    ),
    dict(
        db="online_marketplace", shape="join",
        q="List the titles of the listings priced in Swiss francs.",
        sql="select t1.title from listings as t1 join ref_currency_codes as t2 on t1.currency_cd = t2.currency_cd where t2.currency_desc = 'Swiss Franc'",
        J=[("ref_currency_codes", "Currency_Desc",
            "select t1.title from listings as t1 join ref_currency_codes as t2 on t1.currency_cd = t2.currency_cd join ref_currency_codes_currency_desc as t3 on t2.currency_cd = t3.currency_cd where t3.currency_desc = 'Swiss Franc'"),
           ("listings", "Title",
            "select t3.title from listings as t1 join ref_currency_codes as t2 on t1.currency_cd = t2.currency_cd join listings_title as t3 on t1.listing_id = t3.listing_id where t2.currency_desc = 'Swiss Franc'")],
        C=("ref_currency_codes", "Currency_Desc", "currency_name", "description",
           "select t1.title from listings as t1 join ref_currency_codes as t2 on t1.currency_cd = t2.currency_cd where t2.{c} = 'Swiss Franc'"),
        T=("listings", "item_listing", "advert",
           "select t1.title from {t} as t1 join ref_currency_codes as t2 on t1.currency_cd = t2.currency_cd where t2.currency_desc = 'Swiss Franc'"),
    ),
    dict(
        db="online_marketplace", shape="join", again=True,
        q="Which listings have the Swiss Franc as their currency? Show the titles.",
        sql="select t2.title from ref_currency_codes as t1 join listings as t2 on t1.currency_cd = t2.currency_cd where t1.currency_desc = 'Swiss Franc'",
        J=[("ref_currency_codes", "Currency_Desc",
            "select t2.title from ref_currency_codes as t1 join listings as t2 on t1.currency_cd = t2.currency_cd join ref_currency_codes_currency_desc as t3 on t1.currency_cd = t3.currency_cd where t3.currency_desc = 'Swiss Franc'")],
    ),
    dict(
        db="online_marketplace", shape="join",
        q="Show the names of the subcategories of Music.",
        sql="select t1.category_name from categories as t1 join categories as t2 on t1.parent_id = t2.category_id where t2.category_name = 'Music'",
        J=[("categories", "Category_Name",
            "select t3.category_name from categories as t1 join categories as t2 on t1.parent_id = t2.category_id join categories_category_name as t3 on t1.category_id = t3.category_id join categories_category_name as t4 on t2.category_id = t4.category_id where t4.category_name = 'Music'")],
        T=("categories", "product_category", "section",
           "select t1.category_name from {t} as t1 join {t} as t2 on t1.parent_id = t2.category_id where t2.category_name = 'Music'"),
    ),
    dict(
        db="online_marketplace", shape="join", again=True,
        q="Which categories have Music as their parent category? List their names.",
        sql="select t2.category_name from categories as t1 join categories as t2 on t1.category_id = t2.parent_id where t1.category_name = 'Music'",
        J=[("categories", "Category_Name",
            "select t4.category_name from categories as t1 join categories as t2 on t1.category_id = t2.parent_id join categories_category_name as t3 on t1.category_id = t3.category_id join categories_category_name as t4 on t2.category_id = t4.category_id where t3.category_name = 'Music'")],
    ),
    dict(
        db="online_marketplace", shape="join",
        q="How many listings are there in each top-level category? Show the category name and the count.",
        sql="select t3.category_name, count(*) from listings as t1 join categories as t2 on t1.category_id = t2.category_id join categories as t3 on t2.parent_id = t3.category_id group by t3.category_name",
        J=[("categories", "Category_Name",
            "select t4.category_name, count(*) from listings as t1 join categories as t2 on t1.category_id = t2.category_id join categories as t3 on t2.parent_id = t3.category_id join categories_category_name as t4 on t3.category_id = t4.category_id group by t4.category_name")],
        T=("listings", "item_listing", "advert",
           "select t3.category_name, count(*) from {t} as t1 join categories as t2 on t1.category_id = t2.category_id join categories as t3 on t2.parent_id = t3.category_id group by t3.category_name"),
        P=("categories_listings_asking_price",
           "listings as t1 join categories as t2 on t1.category_id = t2.category_id join categories as t3 on t2.parent_id = t3.category_id",
           "t3.category_name", "t1.asking_price",
           "select category_name, number from categories_listings_asking_price"),
    ),
    dict(
        db="online_marketplace", shape="join", again=True,
        q="For every parent category, give its name and the number of listings in its subcategories.",
        sql="select t1.category_name, count(*) from categories as t1 join categories as t2 on t1.category_id = t2.parent_id join listings as t3 on t2.category_id = t3.category_id group by t1.category_id",
        J=[("categories", "Category_Name",
            "select t4.category_name, count(*) from categories as t1 join categories as t2 on t1.category_id = t2.parent_id join listings as t3 on t2.category_id = t3.category_id join categories_category_name as t4 on t1.category_id = t4.category_id group by t1.category_id")],
    ),
    dict(
        db="online_marketplace", shape="join",
        q="Show the usernames of the buyer and the seller of every sale paid in cash, ordered by sale date.",
        sql="select t2.username, t3.username from sales as t1 join members as t2 on t1.buyer_id = t2.member_id join members as t3 on t1.seller_id = t3.member_id where t1.pay_method = 'Cash' order by t1.sale_dt",
        J=[("sales", "Pay_Method",
            "select t2.username, t3.username from sales as t1 join members as t2 on t1.buyer_id = t2.member_id join members as t3 on t1.seller_id = t3.member_id join sales_pay_method as t4 on t1.saleid = t4.saleid where t4.pay_method = 'Cash' order by t1.sale_dt"),
           ("members", "UserName",
            "select t4.username, t5.username from sales as t1 join members as t2 on t1.buyer_id = t2.member_id join members as t3 on t1.seller_id = t3.member_id join members_username as t4 on t2.member_id = t4.member_id join members_username as t5 on t3.member_id = t5.member_id where t1.pay_method = 'Cash' order by t1.sale_dt")],
        C=("sales", "Pay_Method", "payment_type", "paid_by",
           "select t2.username, t3.username from sales as t1 join members as t2 on t1.buyer_id = t2.member_id join members as t3 on t1.seller_id = t3.member_id where t1.{c} = 'Cash' order by t1.sale_dt"),
        T=("sales", "purchase", "transaction_record",
           "select t2.username, t3.username from {t} as t1 join members as t2 on t1.buyer_id = t2.member_id join members as t3 on t1.seller_id = t3.member_id where t1.pay_method = 'Cash' order by t1.sale_dt"),
    ),
    dict(
        db="online_marketplace", shape="join", again=True,
        q="For each cash sale, list the seller's username and the buyer's username, from the earliest sale to the latest.",
        sql="select t3.username, t2.username from sales as t1 join members as t2 on t1.buyer_id = t2.member_id join members as t3 on t1.seller_id = t3.member_id where t1.pay_method = 'Cash' order by t1.sale_dt asc",
        J=[("sales", "Pay_Method",
            "select t3.username, t2.username from sales as t1 join members as t2 on t1.buyer_id = t2.member_id join members as t3 on t1.seller_id = t3.member_id join sales_pay_method as t4 on t1.saleid = t4.saleid where t4.pay_method = 'Cash' order by t1.sale_dt asc")],
    ),
    dict(
        db="online_marketplace", shape="join",
        q="What is the average number of stars given in the feedback on sales paid by PayPal?",
        sql="select avg(t1.stars) from feedback as t1 join sales as t2 on t1.saleid = t2.saleid where t2.pay_method = 'PayPal'",
        J=[("feedback", "Stars",
            "select avg(t3.stars) from feedback as t1 join sales as t2 on t1.saleid = t2.saleid join feedback_stars as t3 on t1.feedback_id = t3.feedback_id where t2.pay_method = 'PayPal'"),
           ("sales", "Pay_Method",
            "select avg(t1.stars) from feedback as t1 join sales as t2 on t1.saleid = t2.saleid join sales_pay_method as t3 on t2.saleid = t3.saleid where t3.pay_method = 'PayPal'")],
        C=("feedback", "Stars", "rating", "star_rating",
           "select avg(t1.{c}) from feedback as t1 join sales as t2 on t1.saleid = t2.saleid where t2.pay_method = 'PayPal'"),
        T=("feedback", "review", "buyer_feedback",
           "select avg(t1.stars) from {t} as t1 join sales as t2 on t1.saleid = t2.saleid where t2.pay_method = 'PayPal'"),
    ),
    dict(
        db="online_marketplace", shape="join", again=True,
        q="Find the mean star rating of the feedback left for PayPal sales.",
        sql="select avg(t2.stars) from sales as t1 join feedback as t2 on t1.saleid = t2.saleid where t1.pay_method = 'PayPal'",
        J=[("feedback", "Stars",
            "select avg(t3.stars) from sales as t1 join feedback as t2 on t1.saleid = t2.saleid join feedback_stars as t3 on t2.feedback_id = t3.feedback_id where t1.pay_method = 'PayPal'")],
    ),
    dict(
        db="online_marketplace", shape="nested",
        q="How many listings have never been sold?",
        sql="select count(*) from listings where listing_id not in (select listing_id from sales)",
        T=("sales", "purchase", "transaction_record",
           "select count(*) from listings where listing_id not in (select listing_id from {t})"),
    ),
    dict(
        db="online_marketplace", shape="nested", again=True,
        q="Count the listings that do not appear in any sale.",
        sql="select count(*) from (select listing_id from listings except select listing_id from sales)",
        T=("listings", "item_listing", "advert",
           "select count(*) from (select listing_id from {t} except select listing_id from sales)"),
    ),
    dict(
        db="online_marketplace", shape="simple",
        q="What is the average asking price of the listings in New condition?",
        sql="select avg(asking_price) from listings where item_condition = 'New'",
        J=[("listings", "Asking_Price",
            "select avg(t2.asking_price) from listings as t1 join listings_asking_price as t2 on t1.listing_id = t2.listing_id where t1.item_condition = 'New'"),
           ("listings", "Item_Condition",
            "select avg(t1.asking_price) from listings as t1 join listings_item_condition as t2 on t1.listing_id = t2.listing_id where t2.item_condition = 'New'")],
        C=("listings", "Asking_Price", "price", "list_price",
           "select avg({c}) from listings where item_condition = 'New'"),
        P=("listings_asking_price", "listings", "item_condition", "asking_price",
           "select avg_asking_price from listings_asking_price where item_condition = 'New'"),
    ),
    dict(
        db="online_marketplace", shape="simple", again=True,
        q="Find the average asking price of the listings whose condition is new.",
        sql="select avg(t1.asking_price) from listings as t1 where t1.item_condition = 'New'",
        J=[("listings", "Asking_Price",
            "select avg(t2.asking_price) from listings as t1 join listings_asking_price as t2 on t1.listing_id = t2.listing_id where t1.item_condition = 'New'")],
    ),
    dict(
        db="online_marketplace", shape="agg",
        q="Which cities have more than 8 members?",
        sql="select city from members group by city having count(*) > 8",
        T=("members", "users", "account_holder",
           "select city from {t} group by city having count(*) > 8"),
    ),
    dict(
        db="online_marketplace", shape="agg", again=True,
        q="List the cities with at least nine members.",
        sql="select city from members group by city having count(*) >= 9",
        T=("members", "users", "account_holder",
           "select city from {t} group by city having count(*) >= 9"),
    ),
    dict(
        db="online_marketplace", shape="simple",
        q="List the usernames and join dates of the members who joined in 2024.",
        sql="select username, datejoined from members where datejoined like '2024%'",
        J=[("members", "DateJoined",
            "select t1.username, t2.datejoined from members as t1 join members_datejoined as t2 on t1.member_id = t2.member_id where t2.datejoined like '2024%'"),
           ("members", "UserName",
            "select t2.username, t1.datejoined from members as t1 join members_username as t2 on t1.member_id = t2.member_id where t1.datejoined like '2024%'")],
        C=("members", "DateJoined", "join_date", "member_since",
           "select username, {c} from members where {c} like '2024%'"),
    ),
    dict(
        db="online_marketplace", shape="simple", again=True,
        q="Which members joined during 2024? Show their join dates and usernames.",
        sql="select datejoined, username from members where datejoined between '2024-01-01' and '2024-12-31'",
        J=[("members", "DateJoined",
            "select t2.datejoined, t1.username from members as t1 join members_datejoined as t2 on t1.member_id = t2.member_id where t2.datejoined between '2024-01-01' and '2024-12-31'")],
    ),
    dict(
        db="online_marketplace", shape="nested",
        q="Which members have both bought and sold something? Give their usernames.",
        sql="select t1.username from members as t1 join sales as t2 on t1.member_id = t2.buyer_id intersect select t1.username from members as t1 join sales as t2 on t1.member_id = t2.seller_id",
        J=[("members", "UserName",
            "select t3.username from members as t1 join sales as t2 on t1.member_id = t2.buyer_id join members_username as t3 on t1.member_id = t3.member_id intersect select t3.username from members as t1 join sales as t2 on t1.member_id = t2.seller_id join members_username as t3 on t1.member_id = t3.member_id")],
        C=("members", "UserName", "user_name", "handle",
           "select t1.{c} from members as t1 join sales as t2 on t1.member_id = t2.buyer_id intersect select t1.{c} from members as t1 join sales as t2 on t1.member_id = t2.seller_id"),
        T=("sales", "purchase", "transaction_record",
           "select t1.username from members as t1 join {t} as t2 on t1.member_id = t2.buyer_id intersect select t1.username from members as t1 join {t} as t2 on t1.member_id = t2.seller_id"),
    ),
    dict(
        db="online_marketplace", shape="nested", again=True,
        q="Find the usernames of the members who appear as the seller in some sale and as the buyer in some sale.",
        sql="select username from members where member_id in (select seller_id from sales) and member_id in (select buyer_id from sales)",
        J=[("members", "UserName",
            "select t2.username from members as t1 join members_username as t2 on t1.member_id = t2.member_id where t1.member_id in (select seller_id from sales) and t1.member_id in (select buyer_id from sales)")],
    ),
    dict(
        db="online_marketplace", shape="nested",
        q="Which currencies are accepted but have never been used in a listing? Give their descriptions.",
        sql="select currency_desc from ref_currency_codes where is_accepted = 'Y' except select t1.currency_desc from ref_currency_codes as t1 join listings as t2 on t1.currency_cd = t2.currency_cd",
        J=[("ref_currency_codes", "Is_Accepted",
            "select t1.currency_desc from ref_currency_codes as t1 join ref_currency_codes_is_accepted as t2 on t1.currency_cd = t2.currency_cd where t2.is_accepted = 'Y' except select t1.currency_desc from ref_currency_codes as t1 join listings as t2 on t1.currency_cd = t2.currency_cd"),
           ("ref_currency_codes", "Currency_Desc",
            "select t2.currency_desc from ref_currency_codes as t1 join ref_currency_codes_currency_desc as t2 on t1.currency_cd = t2.currency_cd where t1.is_accepted = 'Y' except select t3.currency_desc from ref_currency_codes as t1 join listings as t2 on t1.currency_cd = t2.currency_cd join ref_currency_codes_currency_desc as t3 on t1.currency_cd = t3.currency_cd")],
        C=("ref_currency_codes", "Is_Accepted", "accepted", "is_supported",
           "select currency_desc from ref_currency_codes where {c} = 'Y' except select t1.currency_desc from ref_currency_codes as t1 join listings as t2 on t1.currency_cd = t2.currency_cd"),
    ),
    dict(
        db="online_marketplace", shape="nested", again=True,
        q="Find the descriptions of the accepted currencies that no listing is priced in.",
        sql="select currency_desc from ref_currency_codes where is_accepted = 'Y' and currency_cd not in (select currency_cd from listings)",
        J=[("ref_currency_codes", "Is_Accepted",
            "select t1.currency_desc from ref_currency_codes as t1 join ref_currency_codes_is_accepted as t2 on t1.currency_cd = t2.currency_cd where t2.is_accepted = 'Y' and t1.currency_cd not in (select currency_cd from listings)")],
    ),
    dict(
        db="online_marketplace", shape="nested",
        q="Find the usernames of the members whose seller rating is above the average seller rating.",
        sql="select username from members where seller_rating > (select avg(seller_rating) from members)",
        J=[("members", "Seller_Rating",
            "select t1.username from members as t1 join members_seller_rating as t2 on t1.member_id = t2.member_id where t2.seller_rating > (select avg(seller_rating) from members_seller_rating)"),
           ("members", "UserName",
            "select t2.username from members as t1 join members_username as t2 on t1.member_id = t2.member_id where t1.seller_rating > (select avg(seller_rating) from members)")],
        C=("members", "Seller_Rating", "rating", "feedback_score",
           "select username from members where {c} > (select avg({c}) from members)"),
        T=("members", "users", "account_holder",
           "select username from {t} where seller_rating > (select avg(seller_rating) from {t})"),
    ),
    dict(
        db="online_marketplace", shape="nested", again=True,
        q="Which members have a better seller rating than the average? List the usernames in alphabetical order.",
        sql="select username from members where seller_rating > (select avg(seller_rating) from members) order by username",
        J=[("members", "Seller_Rating",
            "select t1.username from members as t1 join members_seller_rating as t2 on t1.member_id = t2.member_id where t2.seller_rating > (select avg(seller_rating) from members_seller_rating) order by t1.username")],
    ),
    dict(
        db="online_marketplace", shape="join",
        q="How many different buyers have bought from the seller goldenbee57?",
        sql="select count(distinct t1.buyer_id) from sales as t1 join members as t2 on t1.seller_id = t2.member_id where t2.username = 'goldenbee57'",
        J=[("members", "UserName",
            "select count(distinct t1.buyer_id) from sales as t1 join members as t2 on t1.seller_id = t2.member_id join members_username as t3 on t2.member_id = t3.member_id where t3.username = 'goldenbee57'")],
        C=("members", "UserName", "user_name", "handle",
           "select count(distinct t1.buyer_id) from sales as t1 join members as t2 on t1.seller_id = t2.member_id where t2.{c} = 'goldenbee57'"),
        T=("sales", "purchase", "transaction_record",
           "select count(distinct t1.buyer_id) from {t} as t1 join members as t2 on t1.seller_id = t2.member_id where t2.username = 'goldenbee57'"),
    ),
    dict(
        db="online_marketplace", shape="nested", again=True,
        q="Count the distinct buyers who purchased something sold by goldenbee57.",
        sql="select count(distinct buyer_id) from sales where seller_id = (select member_id from members where username = 'goldenbee57')",
        J=[("members", "UserName",
            "select count(distinct buyer_id) from sales where seller_id = (select t1.member_id from members as t1 join members_username as t2 on t1.member_id = t2.member_id where t2.username = 'goldenbee57')")],
    ),
    dict(
        db="online_marketplace", shape="simple",
        q="Show the titles of the listings priced in EUR with an asking price between 100 and 200.",
        sql="select title from listings where currency_cd = 'EUR' and asking_price between 100 and 200",
        J=[("listings", "Asking_Price",
            "select t1.title from listings as t1 join listings_asking_price as t2 on t1.listing_id = t2.listing_id where t1.currency_cd = 'EUR' and t2.asking_price between 100 and 200"),
           ("listings", "Title",
            "select t2.title from listings as t1 join listings_title as t2 on t1.listing_id = t2.listing_id where t1.currency_cd = 'EUR' and t1.asking_price between 100 and 200")],
        C=("listings", "Asking_Price", "price", "list_price",
           "select title from listings where currency_cd = 'EUR' and {c} between 100 and 200"),
    ),
    dict(
        db="online_marketplace", shape="simple", again=True,
        q="Which listings in EUR ask for at least 100 and at most 200? Give the titles.",
        sql="select title from listings where asking_price >= 100 and asking_price <= 200 and currency_cd = 'EUR'",
        J=[("listings", "Asking_Price",
            "select t1.title from listings as t1 join listings_asking_price as t2 on t1.listing_id = t2.listing_id where t2.asking_price >= 100 and t2.asking_price <= 200 and t1.currency_cd = 'EUR'")],
    ),
    dict(
        db="online_marketplace", shape="nested",
        q="Which listings are on the watchlist of a member whose country is Sweden? Show the titles.",
        sql="select title from listings where listing_id in (select t1.listing_id from watchlist as t1 join members as t2 on t1.member_id = t2.member_id where t2.country = 'Sweden')",
        J=[("listings", "Title",
            "select t2.title from listings as t1 join listings_title as t2 on t1.listing_id = t2.listing_id where t1.listing_id in (select t1.listing_id from watchlist as t1 join members as t2 on t1.member_id = t2.member_id where t2.country = 'Sweden')")],
    ),
    dict(
        db="online_marketplace", shape="join", again=True,
        q="List the titles of the listings watched by members from Sweden.",
        sql="select distinct t3.title from members as t1 join watchlist as t2 on t1.member_id = t2.member_id join listings as t3 on t2.listing_id = t3.listing_id where t1.country = 'Sweden'",
        J=[("members", "Country",
            "select distinct t3.title from members as t1 join watchlist as t2 on t1.member_id = t2.member_id join listings as t3 on t2.listing_id = t3.listing_id join members_country as t4 on t1.member_id = t4.member_id where t4.country = 'Sweden'"),
           ("listings", "Title",
            "select distinct t4.title from members as t1 join watchlist as t2 on t1.member_id = t2.member_id join listings as t3 on t2.listing_id = t3.listing_id join listings_title as t4 on t3.listing_id = t4.listing_id where t1.country = 'Sweden'")],
        C=("members", "Country", "home_country", "country_of_residence",
           "select distinct t3.title from members as t1 join watchlist as t2 on t1.member_id = t2.member_id join listings as t3 on t2.listing_id = t3.listing_id where t1.{c} = 'Sweden'"),
        T=("watchlist", "saved_item", "favourite",
           "select distinct t3.title from members as t1 join {t} as t2 on t1.member_id = t2.member_id join listings as t3 on t2.listing_id = t3.listing_id where t1.country = 'Sweden'"),
    ),
    dict(
        db="online_marketplace", shape="agg",
        q="What is the total refund amount for each dispute reason?",
        sql="select sum(refund_amt), reason from disputes group by reason",
        J=[("disputes", "Refund_Amt",
            "select sum(t2.refund_amt), t1.reason from disputes as t1 join disputes_refund_amt as t2 on t1.dispute_id = t2.dispute_id group by t1.reason"),
           ("disputes", "Reason",
            "select sum(t1.refund_amt), t2.reason from disputes as t1 join disputes_reason as t2 on t1.dispute_id = t2.dispute_id group by t2.reason")],
        C=("disputes", "Refund_Amt", "refund", "amount_refunded",
           "select sum({c}), reason from disputes group by reason"),
        P=("disputes_refund_amt", "disputes", "reason", "refund_amt",
           "select sum_refund_amt, reason from disputes_refund_amt"),
    ),
    dict(
        db="online_marketplace", shape="agg", again=True,
        q="For each reason, show the reason and the sum of the refunds given in disputes with that reason.",
        sql="select reason, sum(refund_amt) from disputes group by reason",
        J=[("disputes", "Refund_Amt",
            "select t1.reason, sum(t2.refund_amt) from disputes as t1 join disputes_refund_amt as t2 on t1.dispute_id = t2.dispute_id group by t1.reason")],
    ),
    dict(
        db="online_marketplace", shape="agg",
        q="Which payment method is used the most?",
        sql="select pay_method from sales group by pay_method order by count(*) desc limit 1",
    ),
    dict(
        db="online_marketplace", shape="agg", again=True,
        q="What is the most common payment method among the sales?",
        sql="select pay_method from sales group by pay_method order by count(saleid) desc limit 1",
    ),
    dict(
        db="online_marketplace", shape="join",
        q="Find the usernames of the sellers whose average feedback is below 3 stars.",
        sql="select t3.username from feedback as t1 join sales as t2 on t1.saleid = t2.saleid join members as t3 on t2.seller_id = t3.member_id group by t2.seller_id having avg(t1.stars) < 3",
        J=[("feedback", "Stars",
            "select t3.username from feedback as t1 join sales as t2 on t1.saleid = t2.saleid join members as t3 on t2.seller_id = t3.member_id join feedback_stars as t4 on t1.feedback_id = t4.feedback_id group by t2.seller_id having avg(t4.stars) < 3"),
           ("members", "UserName",
            "select t4.username from feedback as t1 join sales as t2 on t1.saleid = t2.saleid join members as t3 on t2.seller_id = t3.member_id join members_username as t4 on t3.member_id = t4.member_id group by t2.seller_id having avg(t1.stars) < 3")],
        C=("feedback", "Stars", "rating", "star_rating",
           "select t3.username from feedback as t1 join sales as t2 on t1.saleid = t2.saleid join members as t3 on t2.seller_id = t3.member_id group by t2.seller_id having avg(t1.{c}) < 3"),
        T=("feedback", "review", "buyer_feedback",
           "select t3.username from {t} as t1 join sales as t2 on t1.saleid = t2.saleid join members as t3 on t2.seller_id = t3.member_id group by t2.seller_id having avg(t1.stars) < 3"),
    ),
    dict(
        db="online_marketplace", shape="join", again=True,
        q="Which sellers got an average of less than three stars in their feedback? Give the usernames.",
        sql="select t1.username from members as t1 join sales as t2 on t1.member_id = t2.seller_id join feedback as t3 on t2.saleid = t3.saleid group by t1.member_id having avg(t3.stars) < 3",
        J=[("feedback", "Stars",
            "select t1.username from members as t1 join sales as t2 on t1.member_id = t2.seller_id join feedback as t3 on t2.saleid = t3.saleid join feedback_stars as t4 on t3.feedback_id = t4.feedback_id group by t1.member_id having avg(t4.stars) < 3")],
    ),
    dict(
        db="online_marketplace", shape="simple",
        q="List the names of the top-level categories.",
        sql="select category_name from categories where parent_id is null",
        J=[("categories", "Category_Name",
            "select t2.category_name from categories as t1 join categories_category_name as t2 on t1.category_id = t2.category_id where t1.parent_id is null")],
        T=("categories", "product_category", "section",
           "select category_name from {t} where parent_id is null"),
    ),
    dict(
        db="online_marketplace", shape="simple", again=True,
        q="Which categories have no parent category? Give their names in alphabetical order.",
        sql="select category_name from categories where parent_id is null order by category_name",
        J=[("categories", "Category_Name",
            "select t2.category_name from categories as t1 join categories_category_name as t2 on t1.category_id = t2.category_id where t1.parent_id is null order by t2.category_name")],
    ),
    dict(
        db="online_marketplace", shape="join",
        q="What is the commission percentage of the category of the listing titled Vintage road bike?",
        sql="select t2.commission_pct from listings as t1 join categories as t2 on t1.category_id = t2.category_id where t1.title = 'Vintage road bike'",
        J=[("categories", "Commission_Pct",
            "select t3.commission_pct from listings as t1 join categories as t2 on t1.category_id = t2.category_id join categories_commission_pct as t3 on t2.category_id = t3.category_id where t1.title = 'Vintage road bike'"),
           ("listings", "Title",
            "select t2.commission_pct from listings as t1 join categories as t2 on t1.category_id = t2.category_id join listings_title as t3 on t1.listing_id = t3.listing_id where t3.title = 'Vintage road bike'")],
        C=("categories", "Commission_Pct", "commission_rate", "fee_pct",
           "select t2.{c} from listings as t1 join categories as t2 on t1.category_id = t2.category_id where t1.title = 'Vintage road bike'"),
    ),
    dict(
        db="online_marketplace", shape="join", again=True,
        q="Tell me the commission percent charged in the category that the Vintage road bike listing is in.",
        sql="select t1.commission_pct from categories as t1 join listings as t2 on t1.category_id = t2.category_id where t2.title = 'Vintage road bike'",
        J=[("categories", "Commission_Pct",
            "select t3.commission_pct from categories as t1 join listings as t2 on t1.category_id = t2.category_id join categories_commission_pct as t3 on t1.category_id = t3.category_id where t2.title = 'Vintage road bike'")],
    ),
    dict(
        db="online_marketplace", shape="simple",
        q="Show the usernames of the members born before 1960.",
        sql="select username from members where birth_yr < 1960",
        J=[("members", "Birth_Yr",
            "select t1.username from members as t1 join members_birth_yr as t2 on t1.member_id = t2.member_id where t2.birth_yr < 1960")],
        C=("members", "Birth_Yr", "year_of_birth", "born",
           "select username from members where {c} < 1960"),
        T=("members", "users", "account_holder",
           "select username from {t} where birth_yr < 1960"),
    ),
    dict(
        db="online_marketplace", shape="simple", again=True,
        q="Which members were born earlier than 1960? List their usernames.",
        sql="select username from members where birth_yr <= 1959",
        J=[("members", "Birth_Yr",
            "select t1.username from members as t1 join members_birth_yr as t2 on t1.member_id = t2.member_id where t2.birth_yr <= 1959")],
    ),
]

# ================================================================ checks of this set
#
# probe_kit.order_and_wording_checks: a gold whose ORDER BY ties is refused, and the two
# wordings of an intent must give the same rows.

extra_checks = probe_kit.order_and_wording_checks(QUESTIONS)


# ================================================================ verification


def main():
    probe_kit.checked_main(__doc__, HERE, DEFAULT_OUT, DEFAULT_DBS, AMBIQT_DEV, DATABASES, QUESTIONS,
                           ROWS_PER_TABLE, ID_TAG, tables_per_db=TABLES_PER_DB, extra_checks=extra_checks)
    probe_kit.hardness_summary(QUESTIONS)


if __name__ == "__main__":
    main()
