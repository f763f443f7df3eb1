#!/usr/bin/env python3
"""Build eval-data/probe13.jsonl and three new SQLite databases in eval-data/dbs13/.

A held-in probe set that measures how the parser generalises to databases and questions it has
never seen. The three databases (blood_bank, observatory, cheese_dairy), their data, the
questions and the gold SQL were all written fresh for this project, in the style of Spider; none
of it comes from any benchmark. It was written without reading the parser's sources or tests,
without running qlarify or cargo, and without opening the AmbiQT held-out split, its databases or
the dev split (probe_kit checks by program that no question or SQL repeats dev.jsonl or an
earlier probe file). The structure, setup shapes and checks copy make_probe12.py; the shared
helpers come from probe_kit.py, unchanged.

The databases, none of whose domains an earlier probe or a Spider database used:

  - blood_bank (7 tables): Ref_Deferral_Reasons, Donation_Sites, Staff, Donors, Donations,
    Deferrals, Hospital_Orders. Two keys to one table: Donations.Collected_By /
    Donations.Screened_By, both to Staff. Self-reference: Staff.Supervisor_ID. Undeclared links:
    Deferrals.Donor_Num -> Donors, Hospital_Orders.Fulfilled_Site_ID -> Donation_Sites.
  - observatory (7 tables): Ref_Object_Types, Telescopes, Astronomers, Targets, Proposals,
    Observations, Papers. Two keys to one table: Proposals.PI_ID / Proposals.CoI_ID, both to
    Astronomers. Self-reference: Astronomers.Mentor_ID. Undeclared link: Papers.proposal_id ->
    Proposals.
  - cheese_dairy (7 tables): Ref_Cheese_Styles, Milk_Suppliers, Cheesemakers, Cellars, Batches,
    Milk_Deliveries, Shop_Orders. Two keys to one table: Batches.Made_By / Batches.Graded_By,
    both to Cheesemakers. Self-reference: Cheesemakers.Trainer_ID. Undeclared link:
    Milk_Deliveries.supplier_id -> Milk_Suppliers.

Spider's real-world untidiness: naming styles mixed within one database (`StaffID`, `FName`,
`site_id`, `Site_Name`, `Donor_Num`, `AstroID`, `scope_id`, `Scope_Name`, `MakerID`,
`supplier_id`, `Batch_Num`), abbreviations (`Cd`, `Desc`, `Dt`, `Yr`, `Amt`, `Qty`, `Cnt`, `Num`,
`Hrs`, `Ml`, `Pct`, `Sec`, `Ly`), a Ref_ lookup table joined by its code in each database,
numbers stored as TEXT (`Opened_Yr`, `Hired_Yr`, `Birth_Yr`, `Cost_Amt`, `First_Light_Yr`,
`PhD_Yr`, `Cycle_Yr`, `Pub_Yr`, `Contract_Yr`, `Started_Yr`, `Price_Amt`; their values have a
fixed number of digits, so that text order is number order), Y/N flags, NULLs, and links with no
declared foreign key.

Questions are in the voice of Spider's crowd annotators, every intent asked twice in different
words (the second wording has again=True and follows the first directly; its SQL is an
equivalent rewrite, since the checks refuse a repeated SQL string within a database). Values
are given as a user would type them. Select columns follow the order in which the question
names them. Joins use Spider's aliases T1, T2, ... (lowercased, as dev.jsonl's golds are).
Many questions name a column by a paraphrase rather than its name.

Records use the AmbiQT format (`id`, `kind`, `db_id`, `question`, `gold` [2 SQL], `setup`,
`spider_sql`), with setups shaped exactly like dev.jsonl's (see make_probe9.py's docstring for
the kinds B / J / C / T / P). Record ids are "<kind>13-NNNN".

Checks are make_probe12.py's (probe_kit's, plus the ORDER BY tie check and the check that the two
wordings of an intent return the same rows); if any fails nothing is written. Quantities held
as REAL are whole numbers, halves or quarters, so that sums do not depend on the order SQLite
adds the rows in.

Deterministic; Python 3 standard library only.

    python3 eval-data/make_probe13.py [--out FILE] [--dbs DIR]
"""

import random
from pathlib import Path

import probe_kit

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "probe13.jsonl"
DEFAULT_DBS = HERE / "dbs13"
ID_TAG = "13"
AMBIQT_DEV = HERE.parent.parent / "shared" / "data" / "ambiqt" / "dev.jsonl"

ROWS_PER_TABLE = (20, 300)
TABLES_PER_DB = (6, 8)

DATABASES = {}


_lit = probe_kit.lit
_inserts = probe_kit.inserts
_day = probe_kit.day
_plus = probe_kit.plus
_quarter = probe_kit.quarter
_half = probe_kit.half


_FIRST_M = ["Adrian", "Benedikt", "Casimir", "Declan", "Edgar", "Florian", "Gideon", "Horatio", "Isak", "Jarek",
            "Konrad", "Leopold", "Matthias", "Niall", "Oskar", "Pascal", "Quentin", "Rafael", "Stellan", "Teodor",
            "Valentin", "Wendel", "Yannick", "Zoltan", "Alban", "Bertil", "Cyprian", "Dorian"]
_FIRST_F = ["Aoife", "Beatrix", "Celeste", "Dorota", "Eleonora", "Fenna", "Gwendolyn", "Helka", "Isolde", "Jolanda",
            "Kirsi", "Leonie", "Mirela", "Nadja", "Ottilie", "Paulina", "Rosalind", "Sigrun", "Thea", "Ursula",
            "Veronika", "Wilhelmina", "Yolanda", "Zofia", "Annika", "Bettina", "Carmen", "Delphine"]
_LAST = ["Abbott", "Bauer", "Corbett", "Dunphy", "Ellery", "Fitzroy", "Grieve", "Hartmann", "Ingram", "Jarvis",
         "Kowalski", "Lachance", "Mercer", "Novak", "Oakley", "Pelletier", "Quinlan", "Rowntree", "Sandberg",
         "Thorne", "Underwood", "Varga", "Whitfield", "Yardley", "Zielinski", "Ashdown", "Blackwood", "Cromwell",
         "Duval", "Everett", "Fontaine", "Gaskell", "Halloran", "Iqbal", "Kettering", "Lindgren", "Mallory",
         "Nightingale", "Osborne", "Prentice", "Radcliffe", "Stanhope", "Tennant", "Vance"]


def _names(rng, n):
    """n distinct (first, last, gender) triples."""
    out, seen = [], set()
    while len(out) < n:
        female = rng.random() < 0.5
        first = rng.choice(_FIRST_F if female else _FIRST_M)
        last = rng.choice(_LAST)
        if (first, last) in seen:
            continue
        seen.add((first, last))
        out.append((first, last, "F" if female else "M"))
    return out


# ---------------------------------------------------------------- blood_bank

_REASONS = [
    ("LHB", "Low haemoglobin", "Medical", "N", 90), ("TRV", "Recent travel to malaria area", "Travel", "N", 120),
    ("TAT", "Recent tattoo or piercing", "Lifestyle", "N", 120), ("ANT", "Taking antibiotics", "Medication", "N", 14),
    ("FLU", "Cold or flu symptoms", "Medical", "N", 14), ("SUR", "Recent surgery", "Medical", "N", 180),
    ("PRG", "Pregnancy", "Medical", "N", 270), ("LBP", "Low blood pressure", "Medical", "N", 30),
    ("HBP", "High blood pressure", "Medical", "N", 30), ("DEN", "Dental treatment", "Medical", "N", 7),
    ("VAC", "Live vaccine", "Medication", "N", 28), ("ISO", "Isotretinoin use", "Medication", "N", 30),
    ("HEP", "Hepatitis history", "Infection", "Y", 0), ("HIV", "HIV positive", "Infection", "Y", 0),
    ("CJD", "CJD risk", "Infection", "Y", 0), ("CAN", "Cancer history", "Medical", "Y", 0),
    ("WGT", "Weight below 50 kg", "Eligibility", "N", 365), ("AGE", "Outside age limits", "Eligibility", "Y", 0),
    ("ZIK", "Zika area travel", "Travel", "N", 28), ("WNV", "West Nile virus area travel", "Travel", "N", 28),
    ("ACU", "Recent acupuncture", "Lifestyle", "N", 120), ("DRG", "Injected drug use", "Lifestyle", "Y", 0),
]
_SITES = [
    ("Ashford Donor Centre", "Ashford", "Fixed"), ("Bexhill Community Hall", "Bexhill", "Mobile"),
    ("Canterbury Cathedral Rooms", "Canterbury", "Mobile"), ("Dover Leisure Centre", "Dover", "Mobile"),
    ("Eastbourne Donor Centre", "Eastbourne", "Fixed"), ("Folkestone Town Hall", "Folkestone", "Mobile"),
    ("Guildford Donor Centre", "Guildford", "Fixed"), ("Hastings Pier Pavilion", "Hastings", "Mobile"),
    ("Ipswich Donor Centre", "Ipswich", "Fixed"), ("Lewes Corn Exchange", "Lewes", "Mobile"),
    ("Maidstone Donor Centre", "Maidstone", "Fixed"), ("Norwich Donor Centre", "Norwich", "Fixed"),
    ("Oxted Scout Hut", "Oxted", "Mobile"), ("Petersfield Festival Hall", "Petersfield", "Mobile"),
    ("Reigate Methodist Church", "Reigate", "Mobile"), ("Sevenoaks Stag Theatre", "Sevenoaks", "Mobile"),
    ("Tonbridge Angel Centre", "Tonbridge", "Mobile"), ("Worthing Assembly Hall", "Worthing", "Mobile"),
    ("Brighton Donor Centre", "Brighton", "Fixed"), ("Chichester Donor Centre", "Chichester", "Fixed"),
    ("Horsham Drill Hall", "Horsham", "Mobile"), ("Crawley Hawth Hall", "Crawley", "Mobile"),
    ("Margate Winter Gardens", "Margate", "Mobile"), ("Whitstable Castle Rooms", "Whitstable", "Mobile"),
]
_GROUPS = ["O+", "O-", "A+", "A-", "B+", "B-", "AB+", "AB-"]
_GROUP_W = [36, 8, 30, 7, 9, 2, 3, 1]
_HOSPITALS = ["Royal Sussex County", "Kent and Canterbury", "Maidstone General", "Conquest Hospital",
              "William Harvey", "St Richard's", "Royal Surrey", "Ipswich General", "Norfolk and Norwich",
              "Princess Royal"]


def _blood_bank():
    rng = random.Random(13101)
    reasons = [list(r) for r in _REASONS]

    years = rng.sample(range(1968, 2022), len(_SITES))
    sites = []
    for i, (name, town, kind) in enumerate(_SITES, 1):
        beds = rng.randint(10, 28) if kind == "Fixed" else rng.randint(4, 12)
        sites.append([i, name, town, kind, str(years[i - 1]), beds])

    people = _names(rng, 52)
    staff = []
    for i, (first, last, _) in enumerate(people, 1):
        title = rng.choices(["Nurse", "Phlebotomist", "Lab Scientist", "Team Leader"], [5, 6, 3, 2])[0]
        home = rng.choice(sites)[0] if rng.random() < 0.9 else None
        staff.append([i, first, last, title, home, None, str(rng.randint(1995, 2024))])
    leaders = [s for s in staff if s[3] == "Team Leader"]
    for s in staff:
        if s[3] != "Team Leader" and rng.random() < 0.85:
            s[5] = rng.choice(leaders)[0]

    donor_people = _names(rng, 240)
    towns = sorted({s[2] for s in sites})
    donors = []
    for i, (first, last, g) in enumerate(donor_people, 1):
        grp = rng.choices(_GROUPS, _GROUP_W)[0]
        email = None if rng.random() < 0.25 else f"{first.lower()}.{last.lower()}{i}@post.uk"
        donors.append([1000 + i, first, last, grp, g, str(rng.randint(1950, 2005)), rng.choice(towns),
                       "Y" if rng.random() < 0.4 else "N", email])

    donations = []
    collectors = [s for s in staff if s[3] in ("Nurse", "Phlebotomist")]
    screeners = [s for s in staff if s[3] in ("Lab Scientist", "Team Leader")]
    for did in range(1, 301):
        d = rng.choice(donors)
        site = rng.choice(sites)
        col = rng.choice(collectors)
        scr = rng.choice(screeners) if rng.random() < 0.9 else None
        hb = _half(rng, 11, 17)
        outcome = "Discarded" if hb < 12.5 or rng.random() < 0.06 else "Accepted"
        vol = rng.choice([450, 470, 470, 475, 480, 490]) if outcome == "Accepted" else rng.randint(5, 45) * 10
        donations.append([0, d[0], site[0], col[0], scr[0] if scr else None, _day(rng, "2022-01-01", "2024-12-20"),
                          vol, hb, outcome])
    donations.sort(key=lambda r: (r[5], r[1]))
    for i, r in enumerate(donations, 1):
        r[0] = i

    deferrals = []
    for n in range(1, 121):
        d = rng.choice(donors)
        r = rng.choice(reasons)
        deferrals.append([n, d[0], r[0], _day(rng, "2021-06-01", "2024-12-20"), rng.choice(staff)[0]])

    orders = []
    for n in range(1, 161):
        grp = rng.choices(_GROUPS, _GROUP_W)[0]
        qty = rng.randint(1, 14)
        site = rng.choice(sites[:20])
        orders.append([0, rng.choice(_HOSPITALS), grp, qty, _day(rng, "2023-01-01", "2024-12-20"),
                       "Y" if rng.random() < 0.25 else "N", site[0], f"{qty * rng.randint(120, 180):05d}"])
    orders.sort(key=lambda r: (r[4], r[1]))
    for i, r in enumerate(orders, 1):
        r[0] = 7000 + i

    ddl = r'''
CREATE TABLE Ref_Deferral_Reasons (
Reason_Cd CHAR(3) NOT NULL,
Reason_Desc VARCHAR(40),
Category VARCHAR(15),
Is_Permanent CHAR(1),
Defer_Days INTEGER,
PRIMARY KEY (Reason_Cd)
);
CREATE TABLE Donation_Sites (
site_id INTEGER NOT NULL,
Site_Name VARCHAR(40),
Town VARCHAR(20),
Site_Type VARCHAR(10),
Opened_Yr VARCHAR(4),
Beds_Cnt INTEGER,
PRIMARY KEY (site_id)
);
CREATE TABLE Staff (
StaffID INTEGER PRIMARY KEY,
FName VARCHAR(30),
LName VARCHAR(30),
Job_Title VARCHAR(20),
Home_Site_ID INTEGER,
Supervisor_ID INTEGER,
Hired_Yr VARCHAR(4),
FOREIGN KEY (Home_Site_ID) REFERENCES Donation_Sites(site_id),
FOREIGN KEY (Supervisor_ID) REFERENCES Staff(StaffID)
);
CREATE TABLE Donors (
Donor_Num INTEGER PRIMARY KEY,
First_Name VARCHAR(30),
Last_Name VARCHAR(30),
Blood_Group VARCHAR(3),
Gender CHAR(1),
Birth_Yr VARCHAR(4),
Town VARCHAR(20),
Is_Regular CHAR(1),
Email VARCHAR(60)
);
CREATE TABLE Donations (
Donation_ID INTEGER PRIMARY KEY,
Donor_Num INTEGER,
site_id INTEGER,
Collected_By INTEGER,
Screened_By INTEGER,
Donation_Dt DATE,
Volume_Ml INTEGER,
Hb_Level REAL,
Outcome VARCHAR(10),
FOREIGN KEY (Donor_Num) REFERENCES Donors(Donor_Num),
FOREIGN KEY (site_id) REFERENCES Donation_Sites(site_id),
FOREIGN KEY (Collected_By) REFERENCES Staff(StaffID),
FOREIGN KEY (Screened_By) REFERENCES Staff(StaffID)
);
CREATE TABLE Deferrals (
defer_id INTEGER PRIMARY KEY,
Donor_Num INTEGER,
Reason_Cd CHAR(3),
Deferral_Dt DATE,
Recorded_By INTEGER,
FOREIGN KEY (Reason_Cd) REFERENCES Ref_Deferral_Reasons(Reason_Cd),
FOREIGN KEY (Recorded_By) REFERENCES Staff(StaffID)
);
CREATE TABLE Hospital_Orders (
Order_Num INTEGER PRIMARY KEY,
Hospital_Name VARCHAR(30),
Blood_Group VARCHAR(3),
Units_Qty INTEGER,
Order_Dt DATE,
Is_Emergency CHAR(1),
Fulfilled_Site_ID INTEGER,
Cost_Amt TEXT
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Deferral_Reasons", reasons),
                      _inserts("Donation_Sites", sites),
                      _inserts("Staff", staff),
                      _inserts("Donors", donors),
                      _inserts("Donations", donations),
                      _inserts("Deferrals", deferrals),
                      _inserts("Hospital_Orders", orders)]) + "\n"


DATABASES["blood_bank"] = _blood_bank()


# ---------------------------------------------------------------- observatory

_OBJ_TYPES = [
    ("SPG", "Spiral galaxy", "Extragalactic", "N"), ("ELG", "Elliptical galaxy", "Extragalactic", "N"),
    ("IRG", "Irregular galaxy", "Extragalactic", "N"), ("QSO", "Quasar", "Extragalactic", "Y"),
    ("AGN", "Active galactic nucleus", "Extragalactic", "Y"), ("GCL", "Galaxy cluster", "Extragalactic", "N"),
    ("PN", "Planetary nebula", "Galactic", "N"), ("SNR", "Supernova remnant", "Galactic", "N"),
    ("HII", "Emission nebula", "Galactic", "N"), ("OC", "Open cluster", "Galactic", "N"),
    ("GC", "Globular cluster", "Galactic", "N"), ("CEP", "Cepheid variable", "Galactic", "Y"),
    ("RRL", "RR Lyrae star", "Galactic", "Y"), ("ECL", "Eclipsing binary", "Galactic", "Y"),
    ("CV", "Cataclysmic variable", "Galactic", "Y"), ("WD", "White dwarf", "Galactic", "N"),
    ("BD", "Brown dwarf", "Galactic", "N"), ("YSO", "Young stellar object", "Galactic", "Y"),
    ("EXO", "Exoplanet host star", "Galactic", "N"), ("AST", "Asteroid", "Solar System", "Y"),
    ("COM", "Comet", "Solar System", "Y"), ("KBO", "Kuiper belt object", "Solar System", "N"),
]
_SCOPES = [
    ("Herschel Reflector", "La Palma", 4.25), ("Kapteyn Refractor", "La Palma", 1.0), ("Isaac Newton", "La Palma", 2.5),
    ("Nordic Optical", "La Palma", 2.5), ("Liverpool Robotic", "La Palma", 2.0), ("Mercator", "La Palma", 1.25),
    ("Danish 1.5m", "La Silla", 1.5), ("Euler", "La Silla", 1.25), ("REM", "La Silla", 0.5),
    ("Mayall", "Kitt Peak", 4.0), ("WIYN", "Kitt Peak", 3.5), ("Bok", "Kitt Peak", 2.25),
    ("Hale", "Palomar", 5.0), ("Oschin Schmidt", "Palomar", 1.25), ("Shane", "Lick", 3.0),
    ("Nickel", "Lick", 1.0), ("Harlan Smith", "McDonald", 2.75), ("Otto Struve", "McDonald", 2.0),
    ("Skinakas", "Crete", 1.25), ("Calar Alto 3.5m", "Calar Alto", 3.5), ("Calar Alto 2.2m", "Calar Alto", 2.25),
    ("Faulkes North", "Haleakala", 2.0),
]
_INSTITUTES = ["Leiden", "Cambridge IoA", "MPIA Heidelberg", "Stockholm", "ESO Garching", "Durham", "Padova"]
_STAGES = ["PhD Student", "Postdoc", "Faculty", "Staff Scientist"]
_JOURNALS = ["MNRAS", "ApJ", "A&A", "AJ", "PASP", "Nature Astronomy"]
_TARGET_PREFIX = {"SPG": "NGC", "ELG": "NGC", "IRG": "IC", "QSO": "3C", "AGN": "Mrk", "GCL": "Abell", "PN": "NGC",
                  "SNR": "G", "HII": "Sh2", "OC": "NGC", "GC": "M", "CEP": "V", "RRL": "V", "ECL": "V", "CV": "V",
                  "WD": "WD", "BD": "2MASS J", "YSO": "IRAS", "EXO": "HD", "AST": "Asteroid", "COM": "Comet",
                  "KBO": "KBO"}
_TITLE_WORDS = ["Survey", "Monitoring", "Spectroscopy", "Photometry", "Imaging", "Census", "Timing", "Mapping"]
_TITLE_TOPICS = ["Dwarf Galaxies", "Quasar Hosts", "Cepheid Distances", "Nebular Abundances", "Cluster Ages",
                 "Comet Activity", "Exoplanet Transits", "Star Formation", "Variable Stars", "Tidal Streams",
                 "Kuiper Belt Colours", "White Dwarf Cooling"]


def _observatory():
    rng = random.Random(13202)
    types = [list(t) for t in _OBJ_TYPES]

    scopes = []
    first = rng.sample(range(1948, 2020), len(_SCOPES))
    for i, (name, site, ap) in enumerate(_SCOPES, 1):
        robotic = "Y" if name in ("Liverpool Robotic", "REM", "Faulkes North", "Skinakas") else "N"
        scopes.append([i, name, site, ap, str(first[i - 1]), robotic])

    people = _names(rng, 64)
    astros = []
    for i, (first_n, last, _) in enumerate(people, 1):
        stage = rng.choices(_STAGES, [4, 5, 5, 2])[0]
        phd = None if stage == "PhD Student" else str(rng.randint(1980, 2023) if stage != "Postdoc" else rng.randint(2015, 2023))
        astros.append([i, first_n, last, rng.choice(_INSTITUTES), stage, None, phd])
    seniors = [a for a in astros if a[4] in ("Faculty", "Staff Scientist")]
    for a in astros:
        if a[4] in ("PhD Student", "Postdoc") and rng.random() < 0.9:
            a[5] = rng.choice(seniors)[0]

    targets = []
    codes = [t[0] for t in _OBJ_TYPES]
    type_w = [10, 6, 3, 5, 4, 3, 5, 4, 4, 5, 4, 5, 3, 5, 3, 3, 2, 3, 8, 4, 3, 0]
    used_names = set()
    for tid in range(1, 181):
        code = rng.choices(codes, type_w)[0]
        while True:
            name = f"{_TARGET_PREFIX[code]} {rng.randint(1, 7999)}"
            if name not in used_names:
                used_names.add(name)
                break
        mag = _quarter(rng, 4, 22)
        if code in ("AST", "COM", "KBO"):
            dist = None
        elif code in ("SPG", "ELG", "IRG", "QSO", "AGN", "GCL"):
            dist = rng.randint(2, 3000) * 1000000
        else:
            dist = rng.randint(20, 60000)
        targets.append([tid, name, code, _quarter(rng, 0, 359.75), _quarter(rng, -30, 89.75), mag, dist])

    proposals = []
    for pid in range(1, 101):
        pi = rng.choice([a for a in astros if a[4] != "PhD Student"])
        coi = rng.choice(astros) if rng.random() < 0.8 else None
        while coi is not None and coi[0] == pi[0]:
            coi = rng.choice(astros)
        req = _half(rng, 4, 60)
        grade = rng.choices(["A", "B", "C"], [3, 5, 3])[0]
        awarded = {"A": req, "B": _half(rng, 2, req), "C": 0.0}[grade]
        title = f"{rng.choice(_TITLE_WORDS)} of {rng.choice(_TITLE_TOPICS)}"
        proposals.append([pid, title, pi[0], coi[0] if coi else None, str(rng.randint(2019, 2024)), req, awarded, grade])

    observations = []
    granted = [p for p in proposals if p[7] != "C"]
    for oid in range(1, 301):
        p = rng.choice(granted)
        s = rng.choice(scopes[:20])
        t = rng.choice(targets)
        yr = int(p[4])
        observations.append([0, p[0], s[0], t[0], _day(rng, f"{yr}-01-01", f"{min(yr + 1, 2024)}-12-31"),
                             rng.choice([30, 60, 120, 300, 600, 900, 1200, 1800]), _quarter(rng, 0.5, 3),
                             "Y" if rng.random() < 0.8 else "N"])
    observations.sort(key=lambda r: (r[4], r[1]))
    for i, r in enumerate(observations, 1):
        r[0] = i

    papers = []
    for n in range(1, 111):
        p = rng.choice(granted)
        yr = min(int(p[4]) + rng.randint(1, 3), 2025)
        papers.append([n, p[0], rng.choice(_JOURNALS), str(yr), rng.randint(0, 240), rng.randint(2, 40),
                       "Y" if rng.random() < 0.6 else "N"])

    ddl = r'''
CREATE TABLE Ref_Object_Types (
Type_Cd VARCHAR(4) NOT NULL,
Type_Desc VARCHAR(30),
Category VARCHAR(15),
Is_Variable CHAR(1),
PRIMARY KEY (Type_Cd)
);
CREATE TABLE Telescopes (
scope_id INTEGER NOT NULL,
Scope_Name VARCHAR(30),
Site VARCHAR(20),
Aperture_M REAL,
First_Light_Yr VARCHAR(4),
Is_Robotic CHAR(1),
PRIMARY KEY (scope_id)
);
CREATE TABLE Astronomers (
AstroID INTEGER PRIMARY KEY,
FName VARCHAR(30),
Surname VARCHAR(30),
Institute VARCHAR(30),
Career_Stage VARCHAR(20),
Mentor_ID INTEGER,
PhD_Yr VARCHAR(4),
FOREIGN KEY (Mentor_ID) REFERENCES Astronomers(AstroID)
);
CREATE TABLE Targets (
Target_ID INTEGER PRIMARY KEY,
Target_Name VARCHAR(30),
Type_Cd VARCHAR(4),
RA_Deg REAL,
Dec_Deg REAL,
Magnitude REAL,
Distance_Ly INTEGER,
FOREIGN KEY (Type_Cd) REFERENCES Ref_Object_Types(Type_Cd)
);
CREATE TABLE Proposals (
proposal_id INTEGER PRIMARY KEY,
Title VARCHAR(60),
PI_ID INTEGER,
CoI_ID INTEGER,
Cycle_Yr VARCHAR(4),
Hrs_Requested REAL,
Hrs_Awarded REAL,
Grade CHAR(1),
FOREIGN KEY (PI_ID) REFERENCES Astronomers(AstroID),
FOREIGN KEY (CoI_ID) REFERENCES Astronomers(AstroID)
);
CREATE TABLE Observations (
Obs_ID INTEGER PRIMARY KEY,
proposal_id INTEGER,
scope_id INTEGER,
Target_ID INTEGER,
Obs_Dt DATE,
Exposure_Sec INTEGER,
Seeing_Arcsec REAL,
Is_Usable CHAR(1),
FOREIGN KEY (proposal_id) REFERENCES Proposals(proposal_id),
FOREIGN KEY (scope_id) REFERENCES Telescopes(scope_id),
FOREIGN KEY (Target_ID) REFERENCES Targets(Target_ID)
);
CREATE TABLE Papers (
paper_id INTEGER PRIMARY KEY,
proposal_id INTEGER,
Journal VARCHAR(20),
Pub_Yr VARCHAR(4),
Citation_Cnt INTEGER,
Page_Cnt INTEGER,
Is_Open_Access CHAR(1)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Object_Types", types),
                      _inserts("Telescopes", scopes),
                      _inserts("Astronomers", astros),
                      _inserts("Targets", targets),
                      _inserts("Proposals", proposals),
                      _inserts("Observations", observations),
                      _inserts("Papers", papers)]) + "\n"


DATABASES["observatory"] = _observatory()


# ---------------------------------------------------------------- cheese_dairy

_STYLES = [
    ("CHD", "Cheddar", "Cow", "Hard", 270), ("WNS", "Wensleydale", "Cow", "Semi-hard", 60),
    ("STL", "Stilton", "Cow", "Blue", 90), ("BRI", "Brie", "Cow", "Soft", 35), ("CAM", "Camembert", "Cow", "Soft", 28),
    ("GOU", "Gouda", "Cow", "Semi-hard", 120), ("GRU", "Gruyere", "Cow", "Hard", 300), ("EMM", "Emmental", "Cow", "Hard", 180),
    ("PEC", "Pecorino", "Sheep", "Hard", 240), ("MAN", "Manchego", "Sheep", "Hard", 180), ("ROQ", "Roquefort", "Sheep", "Blue", 90),
    ("FET", "Feta", "Sheep", "Fresh", 60), ("CHV", "Chevre", "Goat", "Fresh", 10), ("CRT", "Crottin", "Goat", "Soft", 21),
    ("GBL", "Goat Blue", "Goat", "Blue", 75), ("MOZ", "Mozzarella", "Buffalo", "Fresh", 0), ("RIC", "Ricotta", "Cow", "Fresh", 0),
    ("HAL", "Halloumi", "Sheep", "Semi-hard", 14), ("CAE", "Caerphilly", "Cow", "Semi-hard", 45),
    ("LAN", "Lancashire", "Cow", "Semi-hard", 90), ("DLG", "Double Gloucester", "Cow", "Hard", 150),
    ("TAL", "Taleggio", "Cow", "Soft", 40),
]
_FARMS = [
    "Ashcombe Farm", "Brook End", "Coldharbour", "Dunstan Hill", "Elm Tree Farm", "Foxhole", "Greenacres",
    "Hollow Lane", "Ivy Bank", "Juniper Fields", "Kingsmead", "Long Barn", "Mill House", "Nettlebed",
    "Oakridge", "Primrose Farm", "Quarry Farm", "Rookery", "Saxon Meadow", "Thornbury", "Upper Holt",
    "Westfield", "Yew Tree Farm", "Lower Combe", "High Pasture", "Church Farm",
]
_VILLAGES = ["Cheddar", "Wedmore", "Axbridge", "Shepton", "Frome", "Wells", "Glastonbury", "Castle Cary"]
_CUSTOMERS = [("Neal's Pantry", "Deli"), ("The Cheese Board", "Deli"), ("Harvest Kitchen", "Restaurant"),
              ("The Old Forge", "Restaurant"), ("Borough Stall", "Market"), ("Wells Market", "Market"),
              ("Curd Club", "Online"), ("Fromagerie Lyon", "Deli"), ("Hotel Bellevue", "Restaurant"),
              ("Bath Farmers Market", "Market"), ("Rind and Co", "Online"), ("Casa Pastor", "Restaurant")]


def _cheese_dairy():
    rng = random.Random(13303)
    styles = [list(s) for s in _STYLES]

    suppliers = []
    for i, name in enumerate(_FARMS, 1):
        herd = rng.randint(8, 60) * 5
        suppliers.append([i, name, rng.choice(_VILLAGES), herd, "Y" if rng.random() < 0.35 else "N",
                          str(rng.randint(2001, 2023))])

    people = _names(rng, 36)
    makers = []
    starts = rng.sample(range(1988, 2024), 36)
    for i, (first, last, _) in enumerate(people, 1):
        yr = starts[i - 1]
        role = "Head Cheesemaker" if yr < 2000 else ("Cheesemaker" if yr < 2019 else "Apprentice")
        makers.append([i, first, last, role, None, str(yr), "Y" if rng.random() < 0.3 else "N"])
    for m in makers:
        older = [o for o in makers if int(o[5]) < int(m[5]) - 5]
        if older and m[3] != "Head Cheesemaker" and rng.random() < 0.85:
            m[4] = rng.choice(older)[0]

    cellars = []
    for cid in range(1, 21):
        cellars.append([cid, f"Cave {cid:02d}", _half(rng, 6, 14), rng.randint(80, 98), rng.randint(4, 40) * 50])

    batches = []
    style_w = [10, 5, 6, 5, 4, 4, 3, 2, 3, 3, 2, 4, 5, 3, 2, 3, 2, 3, 4, 3, 3, 0]
    sheep_goat = {"Sheep", "Goat", "Buffalo"}
    graders = [m for m in makers if m[3] != "Apprentice"]
    for n in range(1, 261):
        st = rng.choices(styles, style_w)[0]
        sup = rng.choice(suppliers)
        maker = rng.choice(makers)
        grader = rng.choice(graders) if rng.random() < 0.8 else None
        while grader is not None and grader[0] == maker[0]:
            grader = rng.choice(graders)
        litres = rng.randint(4, 60) * 50
        wheels = max(1, litres // rng.choice([50, 80, 100, 100, 125]))
        score = rng.randint(55, 99) if grader else None
        cellar = rng.choice(cellars[:18])[0] if st[4] > 0 else None
        batches.append([0, st[0], sup[0], maker[0], grader[0] if grader else None,
                        _day(rng, "2022-01-01", "2024-11-30"), litres, wheels, cellar, score])
    batches.sort(key=lambda b: (b[5], b[1]))
    for i, b in enumerate(batches, 1):
        b[0] = 500 + i

    deliveries = []
    for n in range(1, 301):
        sup = rng.choice(suppliers[:24])
        litres = rng.randint(10, 120) * 25
        fat = _quarter(rng, 3.5, 7.5)
        deliveries.append([0, sup[0], _day(rng, "2024-01-01", "2024-12-31"), litres, fat,
                           f"{litres * rng.randint(30, 55) // 100:04d}"])
    deliveries.sort(key=lambda r: (r[2], r[1]))
    for i, r in enumerate(deliveries, 1):
        r[0] = i

    orders = []
    for n in range(1, 201):
        b = rng.choice(batches)
        cust, ctype = rng.choice(_CUSTOMERS)
        dt = _plus(b[5], rng.randint(5, 200))
        if dt > "2024-12-31":
            dt = "2024-12-" + dt[8:]
        orders.append([0, b[0], cust, ctype, dt, rng.randint(1, 12), "Y" if cust in ("Fromagerie Lyon", "Hotel Bellevue", "Casa Pastor") else "N"])
    orders.sort(key=lambda r: (r[4], r[1]))
    for i, r in enumerate(orders, 1):
        r[0] = 9000 + i

    ddl = r'''
CREATE TABLE Ref_Cheese_Styles (
Style_Cd CHAR(3) NOT NULL,
Style_Name VARCHAR(30),
Milk_Type VARCHAR(10),
Texture VARCHAR(10),
Min_Age_Days INTEGER,
PRIMARY KEY (Style_Cd)
);
CREATE TABLE Milk_Suppliers (
supplier_id INTEGER NOT NULL,
Farm_Name VARCHAR(30),
Village VARCHAR(20),
Herd_Size INTEGER,
Is_Organic CHAR(1),
Contract_Yr VARCHAR(4),
PRIMARY KEY (supplier_id)
);
CREATE TABLE Cheesemakers (
MakerID INTEGER PRIMARY KEY,
FName VARCHAR(30),
LName VARCHAR(30),
Role VARCHAR(20),
Trainer_ID INTEGER,
Started_Yr VARCHAR(4),
Has_Award CHAR(1),
FOREIGN KEY (Trainer_ID) REFERENCES Cheesemakers(MakerID)
);
CREATE TABLE Cellars (
Cellar_ID INTEGER PRIMARY KEY,
Cellar_Name VARCHAR(10),
Temp_C REAL,
Humidity_Pct INTEGER,
Capacity_Wheels INTEGER
);
CREATE TABLE Batches (
Batch_Num INTEGER PRIMARY KEY,
Style_Cd CHAR(3),
supplier_id INTEGER,
Made_By INTEGER,
Graded_By INTEGER,
Make_Dt DATE,
Milk_Litres INTEGER,
Wheel_Cnt INTEGER,
Cellar_ID INTEGER,
Grade_Score INTEGER,
FOREIGN KEY (Style_Cd) REFERENCES Ref_Cheese_Styles(Style_Cd),
FOREIGN KEY (supplier_id) REFERENCES Milk_Suppliers(supplier_id),
FOREIGN KEY (Made_By) REFERENCES Cheesemakers(MakerID),
FOREIGN KEY (Graded_By) REFERENCES Cheesemakers(MakerID),
FOREIGN KEY (Cellar_ID) REFERENCES Cellars(Cellar_ID)
);
CREATE TABLE Milk_Deliveries (
Delivery_ID INTEGER PRIMARY KEY,
supplier_id INTEGER,
Delivery_Dt DATE,
Litres_Qty INTEGER,
Fat_Pct REAL,
Price_Amt TEXT
);
CREATE TABLE Shop_Orders (
Order_ID INTEGER PRIMARY KEY,
Batch_Num INTEGER,
Customer_Name VARCHAR(30),
Customer_Type VARCHAR(12),
Order_Dt DATE,
Wheels_Qty INTEGER,
Is_Export CHAR(1),
FOREIGN KEY (Batch_Num) REFERENCES Batches(Batch_Num)
);
'''
    return "\n".join([ddl,
                      _inserts("Ref_Cheese_Styles", styles),
                      _inserts("Milk_Suppliers", suppliers),
                      _inserts("Cheesemakers", makers),
                      _inserts("Cellars", cellars),
                      _inserts("Batches", batches),
                      _inserts("Milk_Deliveries", deliveries),
                      _inserts("Shop_Orders", orders)]) + "\n"


DATABASES["cheese_dairy"] = _cheese_dairy()

# ================================================================ question helpers
#
# Each question: db, shape (simple | agg | join | nested), q, sql, and optional variants, in
# make_probe11.py's form:
#   J: list of (table, column, gold1)            gold1 reads column through "<table>_<column>"
#   C: (table, column, synonym0, synonym1, template)   template.format(c=column.lower()) == sql
#   T: (table, synonym0, synonym1, template)           template.format(t=table.lower()) == sql
#   P: (table_name, from_sql, group_expr or None, column_expr, gold1)
# To keep the list short, the questions below may give a J entry as (table, column) and a C
# entry as (table, column, synonym0, synonym1), a T entry as (table, synonym0, synonym1): `_q`
# then writes gold1 or the template. The J rewrite adds "join <table>_<column> as tN on ..." to
# every part of the query that reads the table at its top level and reads the column through
# it there; a J column read inside a subquery is written out by hand. probe_kit checks every
# gold1 all the same (it must give the base result on the unshifted twin).
# Every intent is asked twice; the second wording carries again=True and follows the first.

import re as _re

_SCHEMA = {}
for _db, _con in probe_kit.build_databases(DATABASES).items():
    _s = probe_kit.Schema(_con)
    _SCHEMA[_db] = {t.lower(): (t, [c for c, _, _ in _s.columns[t]], _s.key(t)[0] if sum(1 for c in _s.columns[t] if c[2]) == 1 else None)
                    for t in _s.tables}
    _con.close()


def _top_level_split(sql, pattern):
    """`sql` split at the matches of `pattern` that lie outside parentheses and quotes."""
    parts, depth, start, i, quote = [], 0, 0, 0, False
    seps = []
    while i < len(sql):
        ch = sql[i]
        if ch == "'":
            quote = not quote
        elif not quote:
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif depth == 0:
                m = _re.compile(pattern).match(sql, i)
                if m:
                    parts.append(sql[start:i])
                    seps.append(m.group(0))
                    start = m.end()
                    i = m.end()
                    continue
        i += 1
    parts.append(sql[start:])
    return parts, seps


def _outside(sql):
    """`sql` with parenthesised subqueries and quoted strings blanked (same length)."""
    out, stack, quote = [], [], False
    for i, ch in enumerate(sql):
        if ch == "'":
            quote = not quote
            out.append(" ")
            continue
        if quote:
            out.append(" ")
            continue
        if ch == "(":
            stack.append(sql.startswith("(select ", i))
        out.append(" " if any(stack) else ch)
        if ch == ")" and stack:
            stack.pop()
    return "".join(out)


def _j_part(part, db, table, col):
    tname, cols, key = _SCHEMA[db][table]
    tl, cl, kl = tname.lower(), col.lower(), key.lower()
    split = f"{tl}_{cl}"
    bare = _outside(part)
    inside = "".join(a if a != b else " " for a, b in zip(part, bare))
    m = _re.search(rf"\b(?:from|join) {tl} as (t\d)\b", bare)
    if m:
        alias = m.group(1)
        if not _re.search(rf"\b{alias}\.{cl}\b", bare):
            return part
        if _re.search(rf"\b{cl}\b", _re.sub(r"'[^']*'", "''", inside)):
            raise ValueError(f"J {table}.{col} also read inside a subquery: {part}")
        n = max(int(a) for a in _re.findall(r"\bt(\d)\b", bare)) + 1
        new = f"t{n}"
        end = _re.search(r" (where|group by|having|order by|limit|intersect|union|except) ", bare)
        cut = end.start() if end else len(part.rstrip())
        joined = part[:cut] + f" join {split} as {new} on {alias}.{kl} = {new}.{kl}" + part[cut:]
        bare2 = _outside(joined)
        out, pos = [], 0
        for mm in _re.finditer(rf"\b{alias}\.{cl}\b", bare2):
            out.append(joined[pos:mm.start()] + f"{new}.{cl}")
            pos = mm.end()
        out.append(joined[pos:])
        return "".join(out)
    m = _re.search(rf"\bfrom {tl}\b", bare)
    if not m:
        return part
    if " join " in bare:
        raise ValueError(f"J rewrite needs aliases: {part}")
    if not _re.search(rf"\b{cl}\b", bare[:m.start()] + bare[m.end():]):
        return part
    if _re.search(rf"\b{cl}\b", _re.sub(r"'[^']*'", "''", inside)):
        raise ValueError(f"J {table}.{col} also read inside a subquery: {part}")
    colset = {c.lower() for c in cols}
    end = _re.search(r" (where|group by|having|order by|limit) ", bare)
    cut = end.start() if end else len(part.rstrip())
    head = part[:m.start()]
    tail = part[m.end():cut] + part[cut:]
    def qualify(text, textbare):
        out, pos = [], 0
        for mm in _re.finditer(r"(?<![\w.'])([a-z_][a-z0-9_]*)\b(?!\s*\()", textbare):
            w = mm.group(1)
            if w in colset:
                out.append(text[pos:mm.start()] + ("t2." if w == cl else "t1.") + w)
                pos = mm.end()
        out.append(text[pos:])
        return "".join(out)
    headb = bare[:m.start()]
    tailb = bare[m.end():]
    return (qualify(head, headb) + f"from {tl} as t1 join {split} as t2 on t1.{kl} = t2.{kl}"
            + qualify(tail, tailb))


def _j(db, table, col, sql):
    parts, seps = _top_level_split(sql, r" (union|intersect|except) ")
    new = [_j_part(p, db, table.lower(), col) for p in parts]
    if new == parts:
        raise ValueError(f"J {table}.{col} not read at the top level: {sql}")
    out = new[0]
    for s, p in zip(seps, new[1:]):
        out += s + p
    return out


def _sub(sql, name, mark):
    """`sql` with the identifier `name` (outside quotes) replaced by "{mark}"."""
    pieces = sql.split("'")
    for i in range(0, len(pieces), 2):
        pieces[i] = _re.sub(rf"(?<![\w]){_re.escape(name)}\b", "{" + mark + "}", pieces[i])
    return "'".join(pieces)


def _q(db, shape, q, sql, J=(), C=None, T=None, P=None, again=False, **flags):
    item = dict(db=db, shape=shape, q=q, sql=sql)
    if again:
        item["again"] = True
    item.update(flags)
    js = []
    for j in J:
        if len(j) == 2:
            js.append((j[0], j[1], _j(db, j[0], j[1], sql)))
        else:
            js.append(tuple(j))
    if js:
        item["J"] = js
    if C is not None:
        if len(C) == 4:
            C = tuple(C) + (_sub(sql, C[1].lower(), "c"),)
        item["C"] = C
    if T is not None:
        if len(T) == 3:
            T = tuple(T) + (_sub(sql, T[0].lower(), "t"),)
        item["T"] = T
    if P is not None:
        item["P"] = P
    return item


W, TA, SB = "wind_farm", "translation_agency", "seed_bank"
BB, OB, CD = "blood_bank", "observatory", "cheese_dairy"

# ================================================================ questions

QUESTIONS = [
    # ------------------------------------------------------------------ blood_bank
    _q(BB, "simple", "How many donors have blood group O-?",
       "select count(*) from donors where blood_group = 'O-'",
       C=("donors", "Blood_Group", "blood_type", "abo_group"),
       T=("donors", "blood_donor", "giver")),
    _q(BB, "simple", "Count the donors whose blood type is O negative.",
       "select count(donor_num) from donors where blood_group = 'O-'", again=True,
       J=[("donors", "Blood_Group")]),

    _q(BB, "simple", "List the names of the fixed donation sites.",
       "select site_name from donation_sites where site_type = 'Fixed'",
       J=[("donation_sites", "Site_Type")],
       C=("donation_sites", "Site_Type", "venue_type", "site_kind"),
       T=("donation_sites", "clinic", "collection_venue")),
    _q(BB, "simple", "Which donation sites are permanent rather than mobile? Give their names.",
       "select t1.site_name from donation_sites as t1 where t1.site_type = 'Fixed'", again=True,
       T=("donation_sites", "clinic", "collection_venue"),
       J=[("donation_sites", "Site_Name")]),

    _q(BB, "simple", "What is the average haemoglobin level of the donations?",
       "select avg(hb_level) from donations",
       C=("donations", "Hb_Level", "haemoglobin", "hb_g_dl"),
       P=("donations_hb_level", "donations", None, "hb_level", "select avg_hb_level from donations_hb_level")),
    _q(BB, "simple", "On average, what haemoglobin reading do donors give when they donate?",
       "select avg(t1.hb_level) from donations as t1", again=True,
       T=("donations", "blood_donation", "collection"),
       C=("donations", "Hb_Level", "haemoglobin", "hb_g_dl")),

    _q(BB, "simple", "Which donation sites have more than 15 beds? Give their names and towns.",
       "select site_name, town from donation_sites where beds_cnt > 15",
       J=[("donation_sites", "Beds_Cnt")],
       C=("donation_sites", "Beds_Cnt", "beds", "chair_count"),
       T=("donation_sites", "clinic", "collection_venue")),
    _q(BB, "simple", "Show the name and town of every site that has over 15 beds.",
       "select site_name, town from donation_sites where beds_cnt >= 16", again=True,
       C=("donation_sites", "Beds_Cnt", "beds", "chair_count"),
       J=[("donation_sites", "Town")]),

    _q(BB, "simple", "List the names and opening years of the mobile sites, oldest first.",
       "select site_name, opened_yr from donation_sites where site_type = 'Mobile' order by opened_yr",
       J=[("donation_sites", "Opened_Yr")],
       C=("donation_sites", "Opened_Yr", "year_opened", "opening_year")),
    _q(BB, "simple", "Give the name and the year it opened of each mobile donation site, ordered from the earliest opening year to the latest.",
       "select t1.site_name, t1.opened_yr from donation_sites as t1 where t1.site_type = 'Mobile' order by t1.opened_yr asc", again=True,
       C=("donation_sites", "Opened_Yr", "year_opened", "opening_year"),
       J=[("donation_sites", "Site_Type")]),

    _q(BB, "simple", "Which site has the most beds? Give its name.",
       "select site_name from donation_sites order by beds_cnt desc limit 1",
       J=[("donation_sites", "Beds_Cnt")],
       C=("donation_sites", "Beds_Cnt", "beds", "chair_count")),
    _q(BB, "nested", "What is the name of the donation site with the largest number of beds?",
       "select site_name from donation_sites where beds_cnt = (select max(beds_cnt) from donation_sites)", again=True,
       C=("donation_sites", "Beds_Cnt", "beds", "chair_count"),
       J=[("donation_sites", "Beds_Cnt",
           "select t1.site_name from donation_sites as t1 join donation_sites_beds_cnt as t2 on t1.site_id = t2.site_id where t2.beds_cnt = (select max(beds_cnt) from donation_sites_beds_cnt)")]),

    _q(BB, "simple", "What are the lowest and highest haemoglobin levels recorded for accepted donations?",
       "select min(hb_level), max(hb_level) from donations where outcome = 'Accepted'",
       C=("donations", "Hb_Level", "haemoglobin", "hb_g_dl"),
       P=("donations_hb_level", "donations", "outcome", "hb_level",
          "select min_hb_level, max_hb_level from donations_hb_level where outcome = 'Accepted'")),
    _q(BB, "simple", "Give the minimum and the maximum Hb level among the donations that were accepted.",
       "select min(t1.hb_level), max(t1.hb_level) from donations as t1 where t1.outcome = 'Accepted'", again=True,
       C=("donations", "Hb_Level", "haemoglobin", "hb_g_dl"),
       J=[("donations", "Outcome")]),

    _q(BB, "agg", "How many donors are there of each blood group?",
       "select blood_group, count(*) from donors group by blood_group",
       J=[("donors", "Blood_Group")],
       T=("donors", "blood_donor", "giver")),
    _q(BB, "agg", "Count the donors per blood type.",
       "select blood_group, count(donor_num) from donors group by blood_group", again=True,
       C=("donors", "Blood_Group", "blood_type", "abo_group")),

    _q(BB, "agg", "Which towns have more than 12 donors?",
       "select town from donors group by town having count(*) > 12",
       J=[("donors", "Town")],
       T=("donors", "blood_donor", "giver")),
    _q(BB, "agg", "List the towns that are home to at least 13 donors.",
       "select town from donors group by town having count(donor_num) >= 13", again=True,
       C=("donors", "Town", "home_town", "residence")),

    _q(BB, "agg", "Which hospitals have ordered more than 150 units of blood in total?",
       "select hospital_name from hospital_orders group by hospital_name having sum(units_qty) > 150",
       J=[("hospital_orders", "Units_Qty")],
       C=("hospital_orders", "Units_Qty", "units", "bags_qty"),
       P=("hospital_orders_units_qty", "hospital_orders", "hospital_name", "units_qty",
          "select hospital_name from hospital_orders_units_qty where sum_units_qty > 150")),
    _q(BB, "agg", "Find the hospitals whose orders add up to over 150 units.",
       "select t1.hospital_name from hospital_orders as t1 group by t1.hospital_name having sum(t1.units_qty) > 150", again=True,
       C=("hospital_orders", "Units_Qty", "units", "bags_qty")),

    _q(BB, "agg", "Which hospital has ordered the most units altogether?",
       "select hospital_name from hospital_orders group by hospital_name order by sum(units_qty) desc limit 1",
       T=("hospital_orders", "blood_request", "hospital_demand"),
       C=("hospital_orders", "Units_Qty", "units", "bags_qty")),
    _q(BB, "agg", "Find the name of the hospital whose orders come to the largest total number of units.",
       "select t1.hospital_name from hospital_orders as t1 group by t1.hospital_name order by sum(t1.units_qty) desc limit 1", again=True,
       J=[("hospital_orders", "Hospital_Name")]),

    _q(BB, "simple", "Show the order numbers, hospitals and costs of the three most expensive orders.",
       "select order_num, hospital_name, cost_amt from hospital_orders order by cost_amt desc limit 3",
       J=[("hospital_orders", "Cost_Amt")],
       C=("hospital_orders", "Cost_Amt", "cost", "charge_amt"),
       T=("hospital_orders", "blood_request", "hospital_demand")),
    _q(BB, "simple", "What are the number, hospital name and cost of the 3 hospital orders that cost the most?",
       "select t1.order_num, t1.hospital_name, t1.cost_amt from hospital_orders as t1 order by t1.cost_amt desc limit 3", again=True,
       C=("hospital_orders", "Cost_Amt", "cost", "charge_amt"),
       J=[("hospital_orders", "Hospital_Name")]),

    _q(BB, "simple", "What is the total cost of the emergency orders?",
       "select sum(cost_amt) from hospital_orders where is_emergency = 'Y'",
       J=[("hospital_orders", "Cost_Amt")],
       C=("hospital_orders", "Cost_Amt", "cost", "charge_amt"),
       P=("hospital_orders_cost_amt", "hospital_orders", "is_emergency", "cost_amt",
          "select sum_cost_amt from hospital_orders_cost_amt where is_emergency = 'Y'")),
    _q(BB, "simple", "How much did the urgent hospital orders cost altogether?",
       "select sum(t1.cost_amt) from hospital_orders as t1 where t1.is_emergency = 'Y'", again=True,
       C=("hospital_orders", "Is_Emergency", "emergency", "is_urgent")),

    _q(BB, "join", "List the first and last names of the donors who gave blood at the Brighton Donor Centre, without repeats.",
       "select distinct t1.first_name, t1.last_name from donors as t1 join donations as t2 on t1.donor_num = t2.donor_num join donation_sites as t3 on t2.site_id = t3.site_id where t3.site_name = 'Brighton Donor Centre'",
       J=[("donors", "Last_Name")],
       T=("donations", "blood_donation", "collection")),
    _q(BB, "join", "Who has donated at Brighton Donor Centre? Give each donor's first name and surname once.",
       "select distinct t3.first_name, t3.last_name from donation_sites as t1 join donations as t2 on t1.site_id = t2.site_id join donors as t3 on t2.donor_num = t3.donor_num where t1.site_name = 'Brighton Donor Centre'", again=True,
       J=[("donation_sites", "Site_Name")]),

    _q(BB, "join", "How many donations were collected at each site? Show the site names with the counts.",
       "select t1.site_name, count(*) from donation_sites as t1 join donations as t2 on t1.site_id = t2.site_id group by t1.site_id",
       J=[("donation_sites", "Site_Name")],
       T=("donations", "blood_donation", "collection"),
       P=("donation_sites_donations_volume_ml", "donation_sites as t1 join donations as t2 on t1.site_id = t2.site_id",
          "t1.site_name", "t2.volume_ml", "select site_name, number from donation_sites_donations_volume_ml")),
    _q(BB, "join", "For every donation site, give its name and the number of donations taken there.",
       "select t2.site_name, count(t1.donation_id) from donations as t1 join donation_sites as t2 on t1.site_id = t2.site_id group by t2.site_name", again=True,
       J=[("donation_sites", "Site_Name")],
       T=("donations", "blood_donation", "collection")),

    _q(BB, "join", "Which staff members collected donations that ended up discarded? Give their first and last names without duplicates.",
       "select distinct t2.fname, t2.lname from donations as t1 join staff as t2 on t1.collected_by = t2.staffid where t1.outcome = 'Discarded'",
       J=[("donations", "Outcome")],
       C=("donations", "Outcome", "result", "donation_status"), role=True),
    _q(BB, "nested", "Find the full names of the staff who took a donation that was later thrown away.",
       "select fname, lname from staff where staffid in (select collected_by from donations where outcome = 'Discarded')", again=True,
       J=[("staff", "LName")], role=True),

    _q(BB, "join", "How many donations did Jolanda Halloran screen?",
       "select count(*) from donations as t1 join staff as t2 on t1.screened_by = t2.staffid where t2.fname = 'Jolanda' and t2.lname = 'Halloran'",
       T=("donations", "blood_donation", "collection"), role=True),
    _q(BB, "nested", "Count the donations that were screened by the staff member Jolanda Halloran.",
       "select count(*) from donations where screened_by = (select staffid from staff where fname = 'Jolanda' and lname = 'Halloran')", again=True,
       T=("donations", "blood_donation", "collection"), role=True),

    _q(BB, "join", "Who supervises Dorian Novak? Give the supervisor's first and last name.",
       "select t2.fname, t2.lname from staff as t1 join staff as t2 on t1.supervisor_id = t2.staffid where t1.fname = 'Dorian' and t1.lname = 'Novak'",
       J=[("staff", "LName",
           "select t2.fname, t3.lname from staff as t1 join staff as t2 on t1.supervisor_id = t2.staffid join staff_lname as t3 on t2.staffid = t3.staffid where t1.fname = 'Dorian' and t1.lname = 'Novak'")],
       self_ref=True),
    _q(BB, "nested", "Find the first name and surname of Dorian Novak's supervisor.",
       "select fname, lname from staff where staffid = (select supervisor_id from staff where fname = 'Dorian' and lname = 'Novak')", again=True,
       J=[("staff", "LName", "select t1.fname, t2.lname from staff as t1 join staff_lname as t2 on t1.staffid = t2.staffid where t1.staffid = (select supervisor_id from staff where fname = 'Dorian' and lname = 'Novak')")],
       self_ref=True),

    _q(BB, "nested", "Which donors have never made a donation? Give their first and last names.",
       "select first_name, last_name from donors where donor_num not in (select donor_num from donations)",
       J=[("donors", "Last_Name")],
       T=("donations", "blood_donation", "collection")),
    _q(BB, "nested", "List the first names and surnames of the donors with no donations on record.",
       "select first_name, last_name from donors except select t1.first_name, t1.last_name from donors as t1 join donations as t2 on t1.donor_num = t2.donor_num", again=True,
       J=[("donors", "First_Name")]),

    _q(BB, "nested", "Which donation sites have more beds than the average site? List their names.",
       "select site_name from donation_sites where beds_cnt > (select avg(beds_cnt) from donation_sites)",
       J=[("donation_sites", "Beds_Cnt",
           "select t1.site_name from donation_sites as t1 join donation_sites_beds_cnt as t2 on t1.site_id = t2.site_id where t2.beds_cnt > (select avg(beds_cnt) from donation_sites_beds_cnt)")],
       C=("donation_sites", "Beds_Cnt", "beds", "chair_count")),
    _q(BB, "nested", "Give the names of the sites whose bed count is above the average bed count of all sites.",
       "select t1.site_name from donation_sites as t1 where t1.beds_cnt > (select avg(beds_cnt) from donation_sites)", again=True,
       T=("donation_sites", "clinic", "collection_venue")),

    _q(BB, "nested", "Which blood groups have been ordered by both Princess Royal and Royal Surrey?",
       "select blood_group from hospital_orders where hospital_name = 'Princess Royal' intersect select blood_group from hospital_orders where hospital_name = 'Royal Surrey'",
       J=[("hospital_orders", "Blood_Group")],
       C=("hospital_orders", "Blood_Group", "blood_type", "group_needed"),
       T=("hospital_orders", "blood_request", "hospital_demand")),
    _q(BB, "nested", "Find the blood types that Royal Surrey ordered and that Princess Royal also ordered.",
       "select blood_group from hospital_orders where hospital_name = 'Royal Surrey' intersect select blood_group from hospital_orders where hospital_name = 'Princess Royal'", again=True,
       J=[("hospital_orders", "Hospital_Name")]),

    _q(BB, "nested", "List the names of the sites that are in Brighton or opened before 1985.",
       "select site_name from donation_sites where town = 'Brighton' union select site_name from donation_sites where opened_yr < 1985",
       J=[("donation_sites", "Opened_Yr")],
       C=("donation_sites", "Opened_Yr", "year_opened", "opening_year")),
    _q(BB, "simple", "Which donation sites are either located in Brighton or were opened earlier than 1985? Give their names.",
       "select site_name from donation_sites where town = 'Brighton' or opened_yr < 1985", again=True,
       C=("donation_sites", "Opened_Yr", "year_opened", "opening_year"),
       J=[("donation_sites", "Town")]),

    _q(BB, "simple", "Which deferral reasons mention travel? Give their codes and descriptions.",
       "select reason_cd, reason_desc from ref_deferral_reasons where reason_desc like '%travel%'",
       C=("ref_deferral_reasons", "Reason_Desc", "description", "reason_text"),
       T=("ref_deferral_reasons", "deferral_code", "exclusion_reason")),
    _q(BB, "simple", "Show the code and description of every deferral reason whose description contains the word travel.",
       "select t1.reason_cd, t1.reason_desc from ref_deferral_reasons as t1 where t1.reason_desc like '%travel%'", again=True,
       C=("ref_deferral_reasons", "Reason_Desc", "description", "reason_text"),
       J=[("ref_deferral_reasons", "Reason_Desc")]),

    _q(BB, "simple", "How many donations had a volume between 460 and 480 ml?",
       "select count(*) from donations where volume_ml between 460 and 480",
       C=("donations", "Volume_Ml", "volume", "amount_ml"),
       T=("donations", "blood_donation", "collection")),
    _q(BB, "simple", "Count the donations of at least 460 and at most 480 millilitres.",
       "select count(*) from donations where volume_ml >= 460 and volume_ml <= 480", again=True,
       J=[("donations", "Volume_Ml")]),

    _q(BB, "join", "What are the descriptions of the deferral reasons given to donors from Folkestone? List each once.",
       "select distinct t3.reason_desc from donors as t1 join deferrals as t2 on t1.donor_num = t2.donor_num join ref_deferral_reasons as t3 on t2.reason_cd = t3.reason_cd where t1.town = 'Folkestone'",
       J=[("ref_deferral_reasons", "Reason_Desc"), ("donors", "Town")],
       T=("deferrals", "deferral", "donor_exclusion")),
    _q(BB, "join", "Why have Folkestone donors been deferred? Give the distinct reason descriptions.",
       "select distinct t1.reason_desc from ref_deferral_reasons as t1 join deferrals as t2 on t1.reason_cd = t2.reason_cd join donors as t3 on t2.donor_num = t3.donor_num where t3.town = 'Folkestone'", again=True,
       J=[("donors", "Town")]),

    _q(BB, "join", "How many deferrals are there in each reason category?",
       "select t2.category, count(*) from deferrals as t1 join ref_deferral_reasons as t2 on t1.reason_cd = t2.reason_cd group by t2.category",
       J=[("ref_deferral_reasons", "Category")],
       C=("ref_deferral_reasons", "Category", "reason_category", "reason_group"),
       T=("deferrals", "deferral", "donor_exclusion")),
    _q(BB, "join", "For each category of deferral reason, show the category and the number of deferrals in it.",
       "select t1.category, count(t2.defer_id) from ref_deferral_reasons as t1 join deferrals as t2 on t1.reason_cd = t2.reason_cd group by t1.category", again=True,
       J=[("ref_deferral_reasons", "Category")]),

    _q(BB, "simple", "What are the different job titles of the staff?",
       "select distinct job_title from staff",
       C=("staff", "Job_Title", "title", "position"),
       T=("staff", "employee", "team_member")),
    _q(BB, "simple", "List each staff job title once.",
       "select job_title from staff group by job_title", again=True,
       T=("staff", "employee", "team_member")),
]
QUESTIONS += [
    # ------------------------------------------------------------------ observatory
    _q(OB, "simple", "How many telescopes are robotic?",
       "select count(*) from telescopes where is_robotic = 'Y'",
       C=("telescopes", "Is_Robotic", "robotic", "automated"),
       T=("telescopes", "scope", "instrument_site"),
       P=("telescopes_aperture_m", "telescopes", "is_robotic", "aperture_m",
          "select number from telescopes_aperture_m where is_robotic = 'Y'")),
    _q(OB, "simple", "Count the telescopes that run robotically.",
       "select count(scope_id) from telescopes where is_robotic = 'Y'", again=True,
       T=("telescopes", "scope", "instrument_site")),

    _q(OB, "simple", "List the names of the telescopes at La Palma.",
       "select scope_name from telescopes where site = 'La Palma'",
       J=[("telescopes", "Site")],
       C=("telescopes", "Site", "observatory_site", "location"),
       T=("telescopes", "scope", "instrument_site")),
    _q(OB, "simple", "Which telescopes are located on La Palma? Give their names.",
       "select t1.scope_name from telescopes as t1 where t1.site = 'La Palma'", again=True,
       J=[("telescopes", "Scope_Name")]),

    _q(OB, "simple", "What is the average aperture of the telescopes?",
       "select avg(aperture_m) from telescopes",
       C=("telescopes", "Aperture_M", "aperture", "mirror_diameter_m"),
       P=("telescopes_aperture_m", "telescopes", None, "aperture_m", "select avg_aperture_m from telescopes_aperture_m")),
    _q(OB, "simple", "On average, how wide is a telescope's mirror in metres?",
       "select avg(t1.aperture_m) from telescopes as t1", again=True,
       T=("telescopes", "scope", "instrument_site"),
       C=("telescopes", "Aperture_M", "aperture", "mirror_diameter_m")),

    _q(OB, "simple", "Which telescopes have an aperture larger than 3 metres? Give their names and sites.",
       "select scope_name, site from telescopes where aperture_m > 3",
       J=[("telescopes", "Aperture_M")],
       C=("telescopes", "Aperture_M", "aperture", "mirror_diameter_m"),
       T=("telescopes", "scope", "instrument_site")),
    _q(OB, "simple", "Show the name and site of every telescope whose mirror is bigger than 3 m.",
       "select t1.scope_name, t1.site from telescopes as t1 where t1.aperture_m > 3", again=True,
       C=("telescopes", "Aperture_M", "aperture", "mirror_diameter_m"),
       J=[("telescopes", "Site")]),

    _q(OB, "simple", "Which telescope saw first light earliest? Give its name.",
       "select scope_name from telescopes order by first_light_yr limit 1",
       J=[("telescopes", "First_Light_Yr")],
       C=("telescopes", "First_Light_Yr", "first_light", "commissioned_yr")),
    _q(OB, "nested", "Find the name of the telescope with the earliest first light year.",
       "select scope_name from telescopes where first_light_yr = (select min(first_light_yr) from telescopes)", again=True,
       J=[("telescopes", "First_Light_Yr",
           "select t1.scope_name from telescopes as t1 join telescopes_first_light_yr as t2 on t1.scope_id = t2.scope_id where t2.first_light_yr = (select min(first_light_yr) from telescopes_first_light_yr)")]),

    _q(OB, "simple", "List the names and apertures of the telescopes at Kitt Peak, largest aperture first.",
       "select scope_name, aperture_m from telescopes where site = 'Kitt Peak' order by aperture_m desc",
       J=[("telescopes", "Aperture_M")],
       C=("telescopes", "Aperture_M", "aperture", "mirror_diameter_m")),
    _q(OB, "simple", "Give the name and mirror size of each Kitt Peak telescope, from the biggest mirror to the smallest.",
       "select t1.scope_name, t1.aperture_m from telescopes as t1 where t1.site = 'Kitt Peak' order by t1.aperture_m desc", again=True,
       C=("telescopes", "Aperture_M", "aperture", "mirror_diameter_m"),
       J=[("telescopes", "Site")]),

    _q(OB, "agg", "How many astronomers work at each institute?",
       "select institute, count(*) from astronomers group by institute",
       J=[("astronomers", "Institute")],
       C=("astronomers", "Institute", "institution", "affiliation"),
       T=("astronomers", "researcher", "scientist")),
    _q(OB, "agg", "For every institute, count the astronomers who belong to it.",
       "select institute, count(astroid) from astronomers group by institute", again=True,
       T=("astronomers", "researcher", "scientist")),

    _q(OB, "agg", "Which institutes have more than 9 astronomers?",
       "select institute from astronomers group by institute having count(*) > 9",
       C=("astronomers", "Institute", "institution", "affiliation"),
       T=("astronomers", "researcher", "scientist")),
    _q(OB, "agg", "List the institutes with at least 10 astronomers.",
       "select t1.institute from astronomers as t1 group by t1.institute having count(*) >= 10", again=True,
       J=[("astronomers", "Institute")]),

    _q(OB, "join", "Who is Teodor Jarvis's mentor? Give the mentor's first name and surname.",
       "select t2.fname, t2.surname from astronomers as t1 join astronomers as t2 on t1.mentor_id = t2.astroid where t1.fname = 'Teodor' and t1.surname = 'Jarvis'",
       J=[("astronomers", "Surname",
           "select t2.fname, t3.surname from astronomers as t1 join astronomers as t2 on t1.mentor_id = t2.astroid join astronomers_surname as t3 on t2.astroid = t3.astroid where t1.fname = 'Teodor' and t1.surname = 'Jarvis'")],
       self_ref=True),
    _q(OB, "nested", "Find the first name and last name of the astronomer who mentors Teodor Jarvis.",
       "select fname, surname from astronomers where astroid = (select mentor_id from astronomers where fname = 'Teodor' and surname = 'Jarvis')", again=True,
       J=[("astronomers", "Surname", "select t1.fname, t2.surname from astronomers as t1 join astronomers_surname as t2 on t1.astroid = t2.astroid where t1.astroid = (select mentor_id from astronomers where fname = 'Teodor' and surname = 'Jarvis')")],
       self_ref=True),

    _q(OB, "join", "What are the titles of the proposals whose principal investigator is Mirela Kowalski?",
       "select t1.title from proposals as t1 join astronomers as t2 on t1.pi_id = t2.astroid where t2.fname = 'Mirela' and t2.surname = 'Kowalski'",
       J=[("proposals", "Title")],
       T=("proposals", "observing_proposal", "time_request"), role=True),
    _q(OB, "nested", "List the titles of the proposals led by Mirela Kowalski as PI.",
       "select title from proposals where pi_id = (select astroid from astronomers where fname = 'Mirela' and surname = 'Kowalski')", again=True,
       J=[("proposals", "Title")], role=True),

    _q(OB, "join", "How many proposals have a PhD student as co-investigator?",
       "select count(*) from proposals as t1 join astronomers as t2 on t1.coi_id = t2.astroid where t2.career_stage = 'PhD Student'",
       C=("astronomers", "Career_Stage", "stage", "position_level"),
       T=("proposals", "observing_proposal", "time_request"), role=True),
    _q(OB, "nested", "Count the proposals whose co-I is a PhD student.",
       "select count(*) from proposals where coi_id in (select astroid from astronomers where career_stage = 'PhD Student')", again=True,
       C=("astronomers", "Career_Stage", "stage", "position_level"), role=True),

    _q(OB, "agg", "What is the total number of hours awarded in each cycle year?",
       "select cycle_yr, sum(hrs_awarded) from proposals group by cycle_yr",
       J=[("proposals", "Hrs_Awarded")],
       C=("proposals", "Hrs_Awarded", "hours_awarded", "time_granted_hrs"),
       P=("proposals_hrs_awarded", "proposals", "cycle_yr", "hrs_awarded",
          "select cycle_yr, sum_hrs_awarded from proposals_hrs_awarded")),
    _q(OB, "agg", "For each cycle, show the year and how many hours of telescope time were granted altogether.",
       "select t1.cycle_yr, sum(t1.hrs_awarded) from proposals as t1 group by t1.cycle_yr", again=True,
       J=[("proposals", "Cycle_Yr")]),

    _q(OB, "join", "How many observations has each telescope made? Show the telescope names with the counts.",
       "select t1.scope_name, count(*) from telescopes as t1 join observations as t2 on t1.scope_id = t2.scope_id group by t1.scope_id",
       J=[("telescopes", "Scope_Name")],
       T=("observations", "exposure_log", "observing_run"),
       P=("telescopes_observations_exposure_sec", "telescopes as t1 join observations as t2 on t1.scope_id = t2.scope_id",
          "t1.scope_name", "t2.exposure_sec", "select scope_name, number from telescopes_observations_exposure_sec")),
    _q(OB, "join", "For every telescope, give its name and the number of observations taken with it.",
       "select t2.scope_name, count(t1.obs_id) from observations as t1 join telescopes as t2 on t1.scope_id = t2.scope_id group by t2.scope_name", again=True,
       T=("observations", "exposure_log", "observing_run")),

    _q(OB, "join", "Which telescope has the longest total exposure time? Give its name.",
       "select t1.scope_name from telescopes as t1 join observations as t2 on t1.scope_id = t2.scope_id group by t1.scope_id order by sum(t2.exposure_sec) desc limit 1",
       J=[("observations", "Exposure_Sec")],
       C=("observations", "Exposure_Sec", "exposure_time", "integration_sec")),
    _q(OB, "join", "Find the name of the telescope whose observations add up to the most seconds of exposure.",
       "select t2.scope_name from observations as t1 join telescopes as t2 on t1.scope_id = t2.scope_id group by t2.scope_name order by sum(t1.exposure_sec) desc limit 1", again=True,
       J=[("observations", "Exposure_Sec")]),

    _q(OB, "nested", "Which telescopes have never been used for an observation? Give their names.",
       "select scope_name from telescopes where scope_id not in (select scope_id from observations)",
       J=[("telescopes", "Scope_Name")],
       T=("observations", "exposure_log", "observing_run")),
    _q(OB, "nested", "List the names of the telescopes with no observations.",
       "select scope_name from telescopes except select t1.scope_name from telescopes as t1 join observations as t2 on t1.scope_id = t2.scope_id", again=True,
       J=[("telescopes", "Scope_Name")]),

    _q(OB, "nested", "Which targets have a magnitude lower than the average magnitude? List their names.",
       "select target_name from targets where magnitude < (select avg(magnitude) from targets)",
       J=[("targets", "Magnitude",
           "select t1.target_name from targets as t1 join targets_magnitude as t2 on t1.target_id = t2.target_id where t2.magnitude < (select avg(magnitude) from targets_magnitude)")],
       C=("targets", "Magnitude", "brightness", "apparent_mag")),
    _q(OB, "nested", "Give the names of the targets whose magnitude is below the mean magnitude of all targets.",
       "select t1.target_name from targets as t1 where t1.magnitude < (select avg(magnitude) from targets)", again=True,
       J=[("targets", "Target_Name")]),

    _q(OB, "nested", "Which institutes employ both staff scientists and PhD students?",
       "select institute from astronomers where career_stage = 'Staff Scientist' intersect select institute from astronomers where career_stage = 'PhD Student'",
       J=[("astronomers", "Institute")],
       C=("astronomers", "Career_Stage", "stage", "position_level"),
       T=("astronomers", "researcher", "scientist")),
    _q(OB, "nested", "Find the institutes that have at least one PhD student and at least one staff scientist.",
       "select institute from astronomers where career_stage = 'PhD Student' intersect select institute from astronomers where career_stage = 'Staff Scientist'", again=True,
       J=[("astronomers", "Career_Stage")]),

    _q(OB, "nested", "List the titles of the proposals from the 2019 cycle or asking for more than 55 hours.",
       "select title from proposals where cycle_yr = '2019' union select title from proposals where hrs_requested > 55",
       J=[("proposals", "Hrs_Requested")],
       C=("proposals", "Hrs_Requested", "hours_requested", "time_asked_hrs")),
    _q(OB, "simple", "Which proposals either belong to cycle 2019 or request over 55 hours? Give the distinct titles.",
       "select distinct title from proposals where cycle_yr = '2019' or hrs_requested > 55", again=True,
       J=[("proposals", "Cycle_Yr")]),

    _q(OB, "simple", "Which targets have names starting with NGC? Give their names and magnitudes.",
       "select target_name, magnitude from targets where target_name like 'NGC%'",
       J=[("targets", "Magnitude")],
       C=("targets", "Magnitude", "brightness", "apparent_mag"),
       T=("targets", "sky_object", "source")),
    _q(OB, "simple", "Show the name and magnitude of every target whose name begins with NGC.",
       "select t1.target_name, t1.magnitude from targets as t1 where t1.target_name like 'NGC%'", again=True,
       J=[("targets", "Magnitude")]),

    _q(OB, "simple", "Which proposals have a title containing 'Exoplanet'? Give their ids and grades.",
       "select proposal_id, grade from proposals where title like '%Exoplanet%'",
       J=[("proposals", "Grade")],
       C=("proposals", "Grade", "panel_grade", "rank_grade"),
       T=("proposals", "observing_proposal", "time_request")),
    _q(OB, "simple", "List the id and grade of each proposal with the word Exoplanet in its title.",
       "select t1.proposal_id, t1.grade from proposals as t1 where t1.title like '%Exoplanet%'", again=True,
       C=("proposals", "Grade", "panel_grade", "rank_grade"),
       J=[("proposals", "Title")]),

    _q(OB, "simple", "How many observations had seeing between 1 and 1.5 arcseconds?",
       "select count(*) from observations where seeing_arcsec between 1 and 1.5",
       C=("observations", "Seeing_Arcsec", "seeing", "fwhm_arcsec"),
       T=("observations", "exposure_log", "observing_run")),
    _q(OB, "simple", "Count the observations whose seeing was at least 1 and at most 1.5 arcsec.",
       "select count(*) from observations where seeing_arcsec >= 1 and seeing_arcsec <= 1.5", again=True,
       J=[("observations", "Seeing_Arcsec")]),

    _q(OB, "join", "How many observations were made of exoplanet host stars?",
       "select count(*) from observations as t1 join targets as t2 on t1.target_id = t2.target_id join ref_object_types as t3 on t2.type_cd = t3.type_cd where t3.type_desc = 'Exoplanet host star'",
       J=[("ref_object_types", "Type_Desc")],
       C=("ref_object_types", "Type_Desc", "type_name", "object_class"),
       T=("observations", "exposure_log", "observing_run")),
    _q(OB, "nested", "Count the observations whose target is an exoplanet host star.",
       "select count(*) from observations where target_id in (select t1.target_id from targets as t1 join ref_object_types as t2 on t1.type_cd = t2.type_cd where t2.type_desc = 'Exoplanet host star')", again=True,
       C=("ref_object_types", "Type_Desc", "type_name", "object_class"),
       T=("observations", "exposure_log", "observing_run")),

    _q(OB, "agg", "What is the average citation count of the papers in each journal?",
       "select journal, avg(citation_cnt) from papers group by journal",
       J=[("papers", "Citation_Cnt")],
       C=("papers", "Citation_Cnt", "citations", "times_cited"),
       P=("papers_citation_cnt", "papers", "journal", "citation_cnt",
          "select journal, avg_citation_cnt from papers_citation_cnt")),
    _q(OB, "agg", "For each journal, show the journal and how many times its papers are cited on average.",
       "select t1.journal, avg(t1.citation_cnt) from papers as t1 group by t1.journal", again=True,
       C=("papers", "Citation_Cnt", "citations", "times_cited"),
       J=[("papers", "Journal")]),

    _q(OB, "join", "Which proposal's papers have been cited the most in total? Give the proposal title.",
       "select t1.title from proposals as t1 join papers as t2 on t1.proposal_id = t2.proposal_id group by t1.proposal_id order by sum(t2.citation_cnt) desc limit 1",
       J=[("papers", "Citation_Cnt")],
       T=("papers", "publication", "article")),
    _q(OB, "join", "Find the title of the proposal whose papers add up to the largest number of citations.",
       "select t2.title from papers as t1 join proposals as t2 on t1.proposal_id = t2.proposal_id group by t2.proposal_id order by sum(t1.citation_cnt) desc limit 1", again=True,
       J=[("papers", "Citation_Cnt")]),

    _q(OB, "join", "List the distinct surnames of the principal investigators whose proposals were observed with the Mayall telescope.",
       "select distinct t1.surname from astronomers as t1 join proposals as t2 on t1.astroid = t2.pi_id join observations as t3 on t2.proposal_id = t3.proposal_id join telescopes as t4 on t3.scope_id = t4.scope_id where t4.scope_name = 'Mayall'",
       J=[("astronomers", "Surname")],
       T=("observations", "exposure_log", "observing_run"), role=True),
    _q(OB, "join", "What are the different last names of the PIs of proposals that got time on Mayall?",
       "select distinct t4.surname from telescopes as t1 join observations as t2 on t1.scope_id = t2.scope_id join proposals as t3 on t2.proposal_id = t3.proposal_id join astronomers as t4 on t3.pi_id = t4.astroid where t1.scope_name = 'Mayall'", again=True,
       T=("observations", "exposure_log", "observing_run"),
       J=[("telescopes", "Scope_Name")], role=True),

    _q(OB, "simple", "What is the faintest magnitude of any target?",
       "select max(magnitude) from targets",
       C=("targets", "Magnitude", "brightness", "apparent_mag"),
       P=("targets_magnitude", "targets", None, "magnitude", "select max_magnitude from targets_magnitude")),
    _q(OB, "simple", "Give the largest magnitude among all targets.",
       "select max(t1.magnitude) from targets as t1", again=True,
       T=("targets", "sky_object", "source")),
]
QUESTIONS += [
    # ------------------------------------------------------------------ cheese_dairy
    _q(CD, "simple", "How many milk suppliers are organic?",
       "select count(*) from milk_suppliers where is_organic = 'Y'",
       C=("milk_suppliers", "Is_Organic", "organic", "certified_organic"),
       T=("milk_suppliers", "dairy_farm", "milk_producer"),
       P=("milk_suppliers_herd_size", "milk_suppliers", "is_organic", "herd_size",
          "select number from milk_suppliers_herd_size where is_organic = 'Y'")),
    _q(CD, "simple", "Count the suppliers whose farms are organic.",
       "select count(supplier_id) from milk_suppliers where is_organic = 'Y'", again=True,
       J=[("milk_suppliers", "Is_Organic")]),

    _q(CD, "simple", "List the names of the farms in Shepton.",
       "select farm_name from milk_suppliers where village = 'Shepton'",
       J=[("milk_suppliers", "Village")],
       C=("milk_suppliers", "Village", "town", "parish"),
       T=("milk_suppliers", "dairy_farm", "milk_producer")),
    _q(CD, "simple", "Which milk suppliers are based in the village of Shepton? Give their farm names.",
       "select t1.farm_name from milk_suppliers as t1 where t1.village = 'Shepton'", again=True,
       C=("milk_suppliers", "Village", "town", "parish"),
       J=[("milk_suppliers", "Farm_Name")]),

    _q(CD, "simple", "What is the average herd size of the milk suppliers?",
       "select avg(herd_size) from milk_suppliers",
       C=("milk_suppliers", "Herd_Size", "herd", "cow_count"),
       P=("milk_suppliers_herd_size", "milk_suppliers", None, "herd_size", "select avg_herd_size from milk_suppliers_herd_size")),
    _q(CD, "simple", "On average, how many animals does a supplying farm keep?",
       "select avg(t1.herd_size) from milk_suppliers as t1", again=True,
       T=("milk_suppliers", "dairy_farm", "milk_producer")),

    _q(CD, "simple", "Which suppliers have a herd of more than 200 animals? Give their farm names and villages.",
       "select farm_name, village from milk_suppliers where herd_size > 200",
       J=[("milk_suppliers", "Herd_Size")],
       C=("milk_suppliers", "Herd_Size", "herd", "cow_count"),
       T=("milk_suppliers", "dairy_farm", "milk_producer")),
    _q(CD, "simple", "Show the farm name and village of every supplier with a herd bigger than 200.",
       "select t1.farm_name, t1.village from milk_suppliers as t1 where t1.herd_size > 200", again=True,
       C=("milk_suppliers", "Herd_Size", "herd", "cow_count"),
       J=[("milk_suppliers", "Village")]),

    _q(CD, "simple", "List the first and last names of the head cheesemakers, from the one who started earliest to the one who started last.",
       "select fname, lname from cheesemakers where role = 'Head Cheesemaker' order by started_yr",
       J=[("cheesemakers", "Started_Yr")],
       C=("cheesemakers", "Started_Yr", "start_year", "year_started"),
       T=("cheesemakers", "maker", "dairy_worker")),
    _q(CD, "simple", "Give the full names of the head cheesemakers ordered by the year they started, earliest first.",
       "select t1.fname, t1.lname from cheesemakers as t1 where t1.role = 'Head Cheesemaker' order by t1.started_yr asc", again=True,
       C=("cheesemakers", "Started_Yr", "start_year", "year_started"),
       J=[("cheesemakers", "Role")]),

    _q(CD, "simple", "Which cellar has the largest capacity? Give its name.",
       "select cellar_name from cellars order by capacity_wheels desc limit 1",
       J=[("cellars", "Capacity_Wheels")],
       C=("cellars", "Capacity_Wheels", "capacity", "max_wheels"),
       T=("cellars", "ageing_room", "cave")),
    _q(CD, "nested", "What is the name of the cellar that can hold the most wheels?",
       "select cellar_name from cellars where capacity_wheels = (select max(capacity_wheels) from cellars)", again=True,
       C=("cellars", "Capacity_Wheels", "capacity", "max_wheels"),
       J=[("cellars", "Capacity_Wheels",
           "select t1.cellar_name from cellars as t1 join cellars_capacity_wheels as t2 on t1.cellar_id = t2.cellar_id where t2.capacity_wheels = (select max(capacity_wheels) from cellars_capacity_wheels)")]),

    _q(CD, "join", "How many batches have been made of each cheese style? Show the style names with the counts.",
       "select t2.style_name, count(*) from batches as t1 join ref_cheese_styles as t2 on t1.style_cd = t2.style_cd group by t2.style_name",
       J=[("ref_cheese_styles", "Style_Name")],
       T=("batches", "cheese_batch", "make_run"),
       P=("ref_cheese_styles_batches_milk_litres", "ref_cheese_styles as t1 join batches as t2 on t1.style_cd = t2.style_cd",
          "t1.style_name", "t2.milk_litres", "select style_name, number from ref_cheese_styles_batches_milk_litres")),
    _q(CD, "join", "For every cheese style, give its name and the number of batches made.",
       "select t1.style_name, count(t2.batch_num) from ref_cheese_styles as t1 join batches as t2 on t1.style_cd = t2.style_cd group by t1.style_name", again=True,
       J=[("ref_cheese_styles", "Style_Name")]),

    _q(CD, "agg", "Which customers have ordered more than 120 wheels in total?",
       "select customer_name from shop_orders group by customer_name having sum(wheels_qty) > 120",
       J=[("shop_orders", "Wheels_Qty")],
       C=("shop_orders", "Wheels_Qty", "wheels", "quantity"),
       P=("shop_orders_wheels_qty", "shop_orders", "customer_name", "wheels_qty",
          "select customer_name from shop_orders_wheels_qty where sum_wheels_qty > 120")),
    _q(CD, "agg", "Find the customers whose orders add up to over 120 wheels of cheese.",
       "select t1.customer_name from shop_orders as t1 group by t1.customer_name having sum(t1.wheels_qty) > 120", again=True,
       C=("shop_orders", "Wheels_Qty", "wheels", "quantity")),

    _q(CD, "agg", "Which customer has placed the most orders?",
       "select customer_name from shop_orders group by customer_name order by count(*) desc limit 1",
       J=[("shop_orders", "Customer_Name")],
       T=("shop_orders", "cheese_order", "sale")),
    _q(CD, "agg", "Find the name of the customer with the largest number of shop orders.",
       "select t1.customer_name from shop_orders as t1 group by t1.customer_name order by count(t1.order_id) desc limit 1", again=True,
       T=("shop_orders", "cheese_order", "sale")),

    _q(CD, "join", "Who trained Nadja Tennant? Give the trainer's first and last name.",
       "select t2.fname, t2.lname from cheesemakers as t1 join cheesemakers as t2 on t1.trainer_id = t2.makerid where t1.fname = 'Nadja' and t1.lname = 'Tennant'",
       J=[("cheesemakers", "LName",
           "select t2.fname, t3.lname from cheesemakers as t1 join cheesemakers as t2 on t1.trainer_id = t2.makerid join cheesemakers_lname as t3 on t2.makerid = t3.makerid where t1.fname = 'Nadja' and t1.lname = 'Tennant'")],
       self_ref=True),
    _q(CD, "nested", "Find the full name of the cheesemaker who trained Nadja Tennant.",
       "select fname, lname from cheesemakers where makerid = (select trainer_id from cheesemakers where fname = 'Nadja' and lname = 'Tennant')", again=True,
       J=[("cheesemakers", "LName", "select t1.fname, t2.lname from cheesemakers as t1 join cheesemakers_lname as t2 on t1.makerid = t2.makerid where t1.makerid = (select trainer_id from cheesemakers where fname = 'Nadja' and lname = 'Tennant')")],
       self_ref=True),

    _q(CD, "join", "How many batches did Florian Blackwood grade?",
       "select count(*) from batches as t1 join cheesemakers as t2 on t1.graded_by = t2.makerid where t2.fname = 'Florian' and t2.lname = 'Blackwood'",
       T=("batches", "cheese_batch", "make_run"), role=True),
    _q(CD, "nested", "Count the batches graded by the cheesemaker Florian Blackwood.",
       "select count(*) from batches where graded_by = (select makerid from cheesemakers where fname = 'Florian' and lname = 'Blackwood')", again=True,
       T=("batches", "cheese_batch", "make_run"), role=True),

    _q(CD, "join", "Which cheesemakers have made Stilton? List their first and last names without repeats.",
       "select distinct t1.fname, t1.lname from cheesemakers as t1 join batches as t2 on t1.makerid = t2.made_by join ref_cheese_styles as t3 on t2.style_cd = t3.style_cd where t3.style_name = 'Stilton'",
       J=[("ref_cheese_styles", "Style_Name"), ("cheesemakers", "LName")],
       C=("ref_cheese_styles", "Style_Name", "cheese_name", "style"), role=True),
    _q(CD, "nested", "Give the first names and surnames of the cheesemakers who made at least one batch of Stilton.",
       "select fname, lname from cheesemakers where makerid in (select t1.made_by from batches as t1 join ref_cheese_styles as t2 on t1.style_cd = t2.style_cd where t2.style_name = 'Stilton')", again=True,
       J=[("cheesemakers", "FName")], role=True),

    _q(CD, "nested", "Which cheese styles have never been made? Give their names.",
       "select style_name from ref_cheese_styles where style_cd not in (select style_cd from batches)",
       J=[("ref_cheese_styles", "Style_Name")],
       T=("batches", "cheese_batch", "make_run")),
    _q(CD, "nested", "List the names of the cheese styles with no batches.",
       "select style_name from ref_cheese_styles except select t1.style_name from ref_cheese_styles as t1 join batches as t2 on t1.style_cd = t2.style_cd", again=True,
       J=[("ref_cheese_styles", "Style_Name")]),

    _q(CD, "nested", "Which batches used more milk than the average batch? Give their numbers and make dates.",
       "select batch_num, make_dt from batches where milk_litres > (select avg(milk_litres) from batches)",
       J=[("batches", "Milk_Litres",
           "select t1.batch_num, t1.make_dt from batches as t1 join batches_milk_litres as t2 on t1.batch_num = t2.batch_num where t2.milk_litres > (select avg(milk_litres) from batches_milk_litres)")],
       C=("batches", "Milk_Litres", "litres_used", "milk_volume")),
    _q(CD, "nested", "List the number and the date made of every batch that used more litres of milk than the average.",
       "select t1.batch_num, t1.make_dt from batches as t1 where t1.milk_litres > (select avg(milk_litres) from batches)", again=True,
       C=("batches", "Milk_Litres", "litres_used", "milk_volume"),
       J=[("batches", "Make_Dt")]),

    _q(CD, "nested", "Which villages have both organic and non-organic suppliers?",
       "select village from milk_suppliers where is_organic = 'Y' intersect select village from milk_suppliers where is_organic = 'N'",
       J=[("milk_suppliers", "Village"), ("milk_suppliers", "Is_Organic")],
       C=("milk_suppliers", "Is_Organic", "organic", "certified_organic"),
       T=("milk_suppliers", "dairy_farm", "milk_producer")),
    _q(CD, "nested", "Find the villages with at least one conventional supplier and at least one organic supplier.",
       "select village from milk_suppliers where is_organic = 'N' intersect select village from milk_suppliers where is_organic = 'Y'", again=True,
       J=[("milk_suppliers", "Village")]),

    _q(CD, "nested", "List the names of the customers that are delis or have placed export orders.",
       "select customer_name from shop_orders where customer_type = 'Deli' union select customer_name from shop_orders where is_export = 'Y'",
       J=[("shop_orders", "Customer_Type")],
       C=("shop_orders", "Customer_Type", "customer_kind", "outlet_type")),
    _q(CD, "simple", "Which customers are either delis or buy for export? Give each customer name once.",
       "select distinct customer_name from shop_orders where customer_type = 'Deli' or is_export = 'Y'", again=True,
       J=[("shop_orders", "Is_Export")]),

    _q(CD, "simple", "Which suppliers have a farm name ending in 'Farm'? Give the names and herd sizes.",
       "select farm_name, herd_size from milk_suppliers where farm_name like '%Farm'",
       J=[("milk_suppliers", "Herd_Size")],
       C=("milk_suppliers", "Herd_Size", "herd", "cow_count")),
    _q(CD, "simple", "Show the farm name and herd size of each supplier whose name ends with the word Farm.",
       "select t1.farm_name, t1.herd_size from milk_suppliers as t1 where t1.farm_name like '%Farm'", again=True,
       C=("milk_suppliers", "Herd_Size", "herd", "cow_count"),
       J=[("milk_suppliers", "Herd_Size")]),

    _q(CD, "simple", "How many milk deliveries had a fat percentage between 4 and 5?",
       "select count(*) from milk_deliveries where fat_pct between 4 and 5",
       C=("milk_deliveries", "Fat_Pct", "fat", "butterfat_pct"),
       T=("milk_deliveries", "milk_intake", "tanker_collection")),
    _q(CD, "simple", "Count the deliveries whose butterfat was at least 4 and at most 5 percent.",
       "select count(*) from milk_deliveries where fat_pct >= 4 and fat_pct <= 5", again=True,
       J=[("milk_deliveries", "Fat_Pct")]),

    _q(CD, "join", "What is the total price paid for the milk delivered by Westfield?",
       "select sum(t1.price_amt) from milk_deliveries as t1 join milk_suppliers as t2 on t1.supplier_id = t2.supplier_id where t2.farm_name = 'Westfield'",
       J=[("milk_deliveries", "Price_Amt")],
       C=("milk_deliveries", "Price_Amt", "price", "payment_amt"),
       T=("milk_deliveries", "milk_intake", "tanker_collection")),
    _q(CD, "nested", "How much has been paid altogether for Westfield's milk deliveries?",
       "select sum(price_amt) from milk_deliveries where supplier_id = (select supplier_id from milk_suppliers where farm_name = 'Westfield')", again=True,
       C=("milk_deliveries", "Price_Amt", "price", "payment_amt"),
       J=[("milk_deliveries", "Price_Amt")]),

    _q(CD, "join", "How many litres of milk has each supplier delivered? Show the farm names with the totals.",
       "select t2.farm_name, sum(t1.litres_qty) from milk_deliveries as t1 join milk_suppliers as t2 on t1.supplier_id = t2.supplier_id group by t2.farm_name",
       J=[("milk_deliveries", "Litres_Qty")],
       C=("milk_deliveries", "Litres_Qty", "litres", "volume_l"),
       P=("milk_suppliers_milk_deliveries_litres_qty", "milk_suppliers as t1 join milk_deliveries as t2 on t1.supplier_id = t2.supplier_id",
          "t1.farm_name", "t2.litres_qty", "select farm_name, sum_litres_qty from milk_suppliers_milk_deliveries_litres_qty")),
    _q(CD, "join", "For every supplying farm, give its name and the total litres it has delivered.",
       "select t1.farm_name, sum(t2.litres_qty) from milk_suppliers as t1 join milk_deliveries as t2 on t1.supplier_id = t2.supplier_id group by t1.farm_name", again=True,
       J=[("milk_suppliers", "Farm_Name")]),

    _q(CD, "join", "Which supplier has delivered the most milk in total? Give the farm name.",
       "select t1.farm_name from milk_suppliers as t1 join milk_deliveries as t2 on t1.supplier_id = t2.supplier_id group by t1.supplier_id order by sum(t2.litres_qty) desc limit 1",
       J=[("milk_deliveries", "Litres_Qty")],
       T=("milk_deliveries", "milk_intake", "tanker_collection")),
    _q(CD, "join", "Find the name of the farm whose deliveries add up to the largest volume of milk.",
       "select t2.farm_name from milk_deliveries as t1 join milk_suppliers as t2 on t1.supplier_id = t2.supplier_id group by t2.farm_name order by sum(t1.litres_qty) desc limit 1", again=True,
       J=[("milk_deliveries", "Litres_Qty")]),

    _q(CD, "simple", "What are the different textures of the cheese styles?",
       "select distinct texture from ref_cheese_styles",
       C=("ref_cheese_styles", "Texture", "consistency", "body_type"),
       T=("ref_cheese_styles", "cheese_type", "style_lookup")),
    _q(CD, "simple", "List each cheese texture once.",
       "select texture from ref_cheese_styles group by texture", again=True,
       C=("ref_cheese_styles", "Texture", "consistency", "body_type")),

    _q(CD, "simple", "What are the lowest and highest grade scores given to batches?",
       "select min(grade_score), max(grade_score) from batches",
       C=("batches", "Grade_Score", "score", "grading_points"),
       P=("batches_grade_score", "batches", None, "grade_score", "select min_grade_score, max_grade_score from batches_grade_score")),
    _q(CD, "simple", "Give the minimum and the maximum score that any batch was graded.",
       "select min(t1.grade_score), max(t1.grade_score) from batches as t1", again=True,
       C=("batches", "Grade_Score", "score", "grading_points")),

    _q(CD, "join", "Which customers have bought cheese made from goat's milk? List their names without duplicates.",
       "select distinct t1.customer_name from shop_orders as t1 join batches as t2 on t1.batch_num = t2.batch_num join ref_cheese_styles as t3 on t2.style_cd = t3.style_cd where t3.milk_type = 'Goat'",
       J=[("ref_cheese_styles", "Milk_Type")],
       C=("ref_cheese_styles", "Milk_Type", "milk", "milk_source"),
       T=("shop_orders", "cheese_order", "sale")),
    _q(CD, "join", "Give the distinct names of the customers who ordered a goat's milk cheese.",
       "select distinct t3.customer_name from ref_cheese_styles as t1 join batches as t2 on t1.style_cd = t2.style_cd join shop_orders as t3 on t2.batch_num = t3.batch_num where t1.milk_type = 'Goat'", again=True,
       J=[("ref_cheese_styles", "Milk_Type")]),

    _q(CD, "join", "What is the average grade score of the Cheddar batches?",
       "select avg(t1.grade_score) from batches as t1 join ref_cheese_styles as t2 on t1.style_cd = t2.style_cd where t2.style_name = 'Cheddar'",
       J=[("batches", "Grade_Score")],
       C=("batches", "Grade_Score", "score", "grading_points"),
       T=("batches", "cheese_batch", "make_run")),
    _q(CD, "nested", "On average, how well were the batches of Cheddar graded?",
       "select avg(grade_score) from batches where style_cd = (select style_cd from ref_cheese_styles where style_name = 'Cheddar')", again=True,
       C=("batches", "Grade_Score", "score", "grading_points"),
       J=[("batches", "Grade_Score")]),

    _q(CD, "join", "Which organic farms supplied milk for batches of Brie? Give the distinct farm names.",
       "select distinct t1.farm_name from milk_suppliers as t1 join batches as t2 on t1.supplier_id = t2.supplier_id join ref_cheese_styles as t3 on t2.style_cd = t3.style_cd where t1.is_organic = 'Y' and t3.style_name = 'Brie'",
       J=[("milk_suppliers", "Farm_Name")],
       C=("milk_suppliers", "Is_Organic", "organic", "certified_organic")),
    _q(CD, "join", "List the names of the organic suppliers whose milk went into a Brie batch, each once.",
       "select distinct t3.farm_name from ref_cheese_styles as t1 join batches as t2 on t1.style_cd = t2.style_cd join milk_suppliers as t3 on t2.supplier_id = t3.supplier_id where t1.style_name = 'Brie' and t3.is_organic = 'Y'", again=True,
       T=("milk_suppliers", "dairy_farm", "milk_producer"),
       J=[("milk_suppliers", "Is_Organic")]),
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
    firsts = [item for item in QUESTIONS if not item.get("again")]
    print(f"intents using two keys to one table: {sum(1 for i in firsts if i.get('role'))}; "
          f"using a self-reference: {sum(1 for i in firsts if i.get('self_ref'))}")


if __name__ == "__main__":
    main()
