#!/usr/bin/env python3
"""Build qlarify's demo database: a fictional company with every ambiguity the papers name.

Usage: python3 demo-db/generate.py [--out PATH]      (default: demo-db/demo.sqlite)

Deterministic on purpose: standard library only, no network, no clock, every random draw comes
from `random.Random(seed).random()` (the one method Python promises to keep stable across
versions), and nothing iterates a set or hashes a string. tests/demo_db.rs re-runs this script
and compares the logical content (schema text and every row) with the committed file.

The ambiguities are planted so that the alternative readings return DIFFERENT rows, the way
AmbiQT perturbs the second reading's data: see demo-db/README.md for the map and
demo-db/questions.md for the questions and their readings.
"""

import argparse
import datetime
import os
import random
import sqlite3
import sys

sys.dont_write_bytecode = True  # keep demo-db/ free of __pycache__

import demo_names as names  # noqa: E402
import demo_schema as schema  # noqa: E402

SNAPSHOT = datetime.date(2024, 6, 30)  # when customers.total_revenue and sales_summary were computed
RESTRUCTURE = datetime.date(2023, 1, 1)  # curr_dept replaced dept_2022 on this day
DATA_END = datetime.date(2024, 12, 31)


class Rng:
    """Draws built only on random(), so outputs do not depend on the Python version."""

    def __init__(self, seed):
        self._r = random.Random(seed)

    def random(self):
        return self._r.random()

    def chance(self, p):
        return self._r.random() < p

    def int(self, lo, hi):
        return lo + int(self._r.random() * (hi - lo + 1))

    def choice(self, seq):
        return seq[self.int(0, len(seq) - 1)]

    def weighted(self, items, weights):
        x = self._r.random() * sum(weights)
        for item, w in zip(items, weights):
            x -= w
            if x < 0:
                return item
        return items[-1]

    def normal(self, mu, sigma):
        # Irwin-Hall: plain arithmetic, so no libm rounding differences between platforms.
        return mu + sigma * (sum(self._r.random() for _ in range(12)) - 6.0)

    def shuffle(self, seq):
        for i in range(len(seq) - 1, 0, -1):
            j = self.int(0, i)
            seq[i], seq[j] = seq[j], seq[i]

    def date(self, lo, hi):
        return lo + datetime.timedelta(days=self.int(0, (hi - lo).days))


def iso(d):
    return d.isoformat() if d is not None else None


def money(x):
    return round(x, 2)


# --------------------------------------------------------------------------------------------
# Company: departments, employees, employee_details
# --------------------------------------------------------------------------------------------

# dept_2022 ids -> (name, location, base salary); curr_dept likewise. Same ids, partly new meaning.
DEPT_2022 = [
    (1, "Sales", "New York", 78000), (2, "Marketing", "New York", 84000),
    (3, "Engineering", "San Francisco", 118000), (4, "Customer Support", "Austin", 58000),
    (5, "Finance", "Chicago", 92000), (6, "Human Resources", "Chicago", 74000),
    (7, "Operations", "Austin", 69000), (8, "Research", "Boston", 112000),
    (9, "Legal", "New York", 128000),
]
CURR_DEPT = [
    (1, "Sales", "New York", 82000), (2, "Marketing", "Remote", 88000),
    (3, "Engineering", "San Francisco", 124000), (4, "Customer Success", "Austin", 64000),
    (5, "Finance & Legal", "Chicago", 101000), (6, "People", "Chicago", 77000),
    (7, "Operations", "Denver", 71000), (8, "Data Science", "Boston", 121000),
]
# Where each 2022 department went in the 2023 restructuring: (target, share) moves, rest stays.
MOVES = {1: [(2, 0.25)], 3: [(8, 0.3)], 7: [(4, 0.2)], 8: [(3, 0.45)], 9: [(5, 1.0)]}
TITLES = {
    "Sales": ["Account Executive", "Sales Representative", "Sales Manager"],
    "Marketing": ["Marketing Specialist", "Content Strategist", "Growth Manager"],
    "Engineering": ["Software Engineer", "Senior Software Engineer", "Engineering Manager"],
    "Customer Support": ["Support Agent", "Support Lead"],
    "Customer Success": ["Customer Success Manager", "Support Agent"],
    "Finance": ["Accountant", "Financial Analyst"],
    "Finance & Legal": ["Accountant", "Financial Analyst", "Counsel"],
    "Human Resources": ["HR Generalist", "Recruiter"],
    "People": ["People Partner", "Recruiter"],
    "Operations": ["Operations Analyst", "Logistics Coordinator"],
    "Research": ["Research Scientist", "Research Engineer"],
    "Data Science": ["Data Scientist", "Analytics Engineer"],
    "Legal": ["Counsel", "Paralegal"],
}
N_EMPLOYEES = 300


def build_employees(rng):
    """Employees with both org charts, a manager, two places of origin and two phone numbers."""
    d22 = {d[0]: d for d in DEPT_2022}
    cur = {d[0]: d for d in CURR_DEPT}
    emps = []
    for emp_id in range(1, N_EMPLOYEES + 1):
        first, last = rng.choice(names.FIRST), rng.choice(names.LAST)
        hire = rng.date(datetime.date(2010, 1, 1), DATA_END)
        if emp_id == 1:
            hire = datetime.date(2009, 3, 2)  # the founder, head of everything
        term = None
        if emp_id > 1 and hire < datetime.date(2023, 6, 1) and rng.chance(0.12):
            term = rng.date(hire + datetime.timedelta(days=200), datetime.date(2024, 11, 30))
        latest_birth = datetime.date(min(2001, hire.year - 21), 12, 31)
        birth = rng.date(datetime.date(1958, 1, 1), latest_birth)
        born = rng.choice(names.CITIES)
        origin = born if rng.chance(0.6) else rng.choice(names.CITIES)
        # 2022 org: anyone employed at some point in 2022.
        in_2022 = hire < RESTRUCTURE and (term is None or term >= datetime.date(2022, 1, 1))
        dept22 = rng.weighted([d[0] for d in DEPT_2022], [22, 9, 24, 12, 6, 4, 8, 7, 3]) if in_2022 else None
        if dept22 is not None:
            curr = dept22 if dept22 in cur else 5
            for target, share in MOVES.get(dept22, []):
                if rng.chance(share):
                    curr = target
        else:
            curr = rng.weighted([d[0] for d in CURR_DEPT], [24, 10, 26, 12, 8, 5, 8, 9])
        if term is not None and term < RESTRUCTURE:
            curr = None
        home = cur[curr] if curr is not None else d22[dept22] if dept22 is not None else cur[1]
        base = home[3]
        tenure = (DATA_END - hire).days / 365.0
        salary = int(round(rng.normal(base, base * 0.12) * (1 + 0.01 * tenure) / 100.0)) * 100
        emps.append({
            "emp_id": emp_id, "first_name": first, "last_name": last,
            "email": f"{first}.{last}{emp_id}@acme-example.com".lower(),
            "job_title": rng.choice(TITLES[home[1]]), "hire_date": hire, "termination_date": term,
            "birth_date": birth, "birthplace": born[0], "origin": origin[0], "salary": salary,
            "curr_dept_id": curr, "dept_2022_id": dept22, "manager_id": None,
            "phone": f"+1-212-555-{1000 + emp_id}",  # desk line; the mobile is in employee_details
        })
    emps[0].update(job_title="Chief Executive Officer", salary=265000, curr_dept_id=None, dept_2022_id=None)

    def earliest(pred, exclude):
        pool = [e for e in emps[1:] if pred(e) and e["emp_id"] not in exclude]
        return min(pool, key=lambda e: (e["hire_date"], e["emp_id"]))["emp_id"]

    heads22 = {d: earliest(lambda e, d=d: e["dept_2022_id"] == d, []) for d in d22}
    # The restructuring brought new leadership: current heads are never the 2022 heads.
    heads_cur = {d: earliest(lambda e, d=d: e["curr_dept_id"] == d and e["termination_date"] is None,
                             list(heads22.values())) for d in cur}
    by_id = {e["emp_id"]: e for e in emps}
    for head in list(heads22.values()) + list(heads_cur.values()):
        by_id[head]["job_title"] = "Head of Department"
        by_id[head]["salary"] += 45000
        by_id[head]["manager_id"] = 1
    for e in emps[1:]:
        if e["manager_id"] is None:
            if e["curr_dept_id"] is not None:
                e["manager_id"] = heads_cur[e["curr_dept_id"]]
            elif e["dept_2022_id"] is not None:
                e["manager_id"] = heads22[e["dept_2022_id"]]
            else:
                e["manager_id"] = 1
    return emps, heads22, heads_cur


def build_details(rng, emps):
    """The other half of the vertically split employee record; HR lost a few files."""
    rows = []
    for e in emps:
        if e["emp_id"] > 1 and rng.chance(0.04):
            continue
        rating = min(5.0, max(1.0, round(rng.normal(3.4, 0.8) * 2) / 2))
        bonus = money(e["salary"] * (rating - 2.0) * 0.03) if rating > 2.0 else 0.0
        street = f"{rng.int(1, 9800)} {rng.choice(names.STREETS)}"
        rows.append((
            e["emp_id"], street, e["origin"] if rng.chance(0.5) else e["birthplace"],
            f"+1 ({rng.int(201, 989)}) {rng.int(200, 999)}-{rng.int(0, 9999):04d}",
            f"{rng.choice(names.FIRST)} {e['last_name']}", rating, bonus,
            iso(rng.date(datetime.date(2024, 1, 15), datetime.date(2024, 12, 15))),
        ))
    return rows


# --------------------------------------------------------------------------------------------
# Sales: products, customers, orders, sales_summary
# --------------------------------------------------------------------------------------------

ORDERS_PER_YEAR = {2018: 200, 2019: 250, 2020: 230, 2021: 320, 2022: 380, 2023: 430, 2024: 530}
N_BACKFILL = 60  # orders of an acquired reseller, imported after the snapshot
N_CUSTOMERS = 400


def build_products(rng):
    rows = []
    for pid, (name, category, lo, hi) in enumerate(names.PRODUCTS, start=1):
        price = money(rng.int(lo * 100, hi * 100) / 100.0)
        cost = money(price * (0.35 + 0.3 * rng.random()))
        launch = rng.date(datetime.date(2015, 1, 1), datetime.date(2021, 12, 31))
        rows.append((pid, name, category, price, cost, iso(launch)))
    return rows


def build_customers(rng, emps):
    managers = [e["emp_id"] for e in emps if e["dept_2022_id"] == 1 or e["curr_dept_id"] == 1]
    rows = []
    for cid in range(1, N_CUSTOMERS + 1):
        company = f"{rng.choice(names.COMPANY_A)} {rng.choice(names.COMPANY_B)} {rng.choice(names.COMPANY_C)}"
        city = rng.choice(names.CITIES)
        segment = rng.weighted(["Enterprise", "Mid-Market", "SMB"], [15, 35, 50])
        signup = rng.date(datetime.date(2017, 6, 1), datetime.date(2024, 11, 30))
        rows.append({
            "customer_id": cid, "company_name": company,
            "contact_name": f"{rng.choice(names.FIRST)} {rng.choice(names.LAST)}",
            "segment": segment, "industry": rng.choice(names.INDUSTRIES), "city": city[0],
            "country": city[1], "region": city[2], "signup_date": signup,
            "account_manager_id": rng.choice(managers),
        })
    return rows


def build_orders(rng, customers, products, emps):
    """Order lines 2018-2024 with gross, net and recognised revenue, plus a late backfill."""
    weight = {"Enterprise": 6.0, "Mid-Market": 2.5, "SMB": 1.0}
    sales = [e for e in emps if e["dept_2022_id"] == 1 or e["curr_dept_id"] == 1]
    drafts = []
    for year, count in ORDERS_PER_YEAR.items():
        for _ in range(count):
            drafts.append(rng.date(datetime.date(year, 1, 1), datetime.date(year, 12, 31)))
    drafts.sort()
    backfill = [rng.date(datetime.date(2019, 1, 1), datetime.date(2023, 12, 31)) for _ in range(N_BACKFILL)]
    orders = []
    for n, day in enumerate(drafts + backfill, start=1):
        pool = [c for c in customers if c["signup_date"] <= day] or customers[:1]
        cust = rng.weighted(pool, [weight[c["segment"]] for c in pool])
        prod = rng.choice(products)
        reps = [e for e in sales if e["hire_date"] <= day and (e["termination_date"] is None or e["termination_date"] > day)]
        rep = rng.choice(reps or sales)
        qty = rng.int(2, 40) * {"Enterprise": 8, "Mid-Market": 3, "SMB": 1}[cust["segment"]]
        gross = money(qty * prod[3])
        discount = 0.0 if rng.chance(0.55) else money(gross * rng.int(5, 20) / 100.0)
        net = money(gross - discount)
        status = rng.weighted(["delivered", "cancelled", "returned"], [90, 6, 4])
        if day > datetime.date(2024, 12, 10) and status == "delivered":
            status = "shipped"
        revenue = 0.0 if status in ("cancelled", "returned") else net
        orders.append({
            "order_id": n, "customer_id": cust["customer_id"], "product_id": prod[0],
            "sales_rep_id": rep["emp_id"], "order_date": day, "quantity": qty,
            "unit_price": prod[3], "gross_sales": gross, "discount": discount, "net_sales": net,
            "revenue": revenue, "status": status, "backfilled": n > len(drafts),
        })
    return orders


def in_snapshot(o):
    return o["order_date"] <= SNAPSHOT and not o["backfilled"]


def customer_aggregates(customers, orders):
    """total_revenue and order_count as the nightly job saw them on SNAPSHOT."""
    tot = {c["customer_id"]: [0.0, 0] for c in customers}
    for o in orders:
        if in_snapshot(o):
            tot[o["customer_id"]][0] += o["revenue"]
            tot[o["customer_id"]][1] += 1
    return {cid: (money(v[0]), v[1]) for cid, v in tot.items()}


def sales_summary(customers, orders):
    region = {c["customer_id"]: c["region"] for c in customers}
    acc = {}
    for o in orders:
        if not in_snapshot(o):
            continue
        key = (o["order_date"].year, region[o["customer_id"]])
        a = acc.setdefault(key, [0, 0.0, 0.0, 0.0])
        a[0] += 1
        a[1] += o["gross_sales"]
        a[2] += o["net_sales"]
        a[3] += o["revenue"]
    return [(y, r, a[0], money(a[1]), money(a[2]), money(a[2] / a[0]), money(a[3]))
            for (y, r), a in sorted(acc.items())]


# --------------------------------------------------------------------------------------------
# Events: venues, artists, performers, concerts
# --------------------------------------------------------------------------------------------

def build_events(rng):
    venues = []
    for vid, (name, city, seats, standing) in enumerate(names.VENUES, start=1):
        venues.append((vid, name, city, seats, standing, rng.int(1965, 2015)))
    artists = []
    for aid, (name, genre, country) in enumerate(names.ARTISTS, start=1):
        artists.append((aid, name, genre, country, rng.int(1985, 2021), rng.int(21, 68)))
    # The ticketing vendor's list: every third act missing, some touring bases recorded
    # instead of home countries, and acts the agency never signed.
    performers, to_performer = [], {}
    pid = 501
    for a in artists:
        if a[0] % 3 == 0:
            continue
        country = a[3] if rng.chance(0.75) else rng.choice(names.COUNTRIES)
        performers.append((pid, a[1], a[2], country, a[4], a[5] + (1 if rng.chance(0.3) else 0)))
        to_performer[a[0]] = pid
        pid += 1
    for name, genre, country in names.EXTRA_PERFORMERS:
        performers.append((pid, name, genre, country, rng.int(2000, 2022), rng.int(22, 55)))
        pid += 1
    concerts, lineup, bookings = [], [], []
    for cid in range(1, 181):
        venue = rng.choice(venues)
        day = rng.date(datetime.date(2018, 1, 1), DATA_END)
        price = money(rng.int(35, 180) + 0.5 * rng.int(0, 1))
        capacity = venue[3] + venue[4]
        sold = rng.int(capacity // 4, capacity)
        comps = rng.int(0, sold // 20)
        acts = [rng.choice(artists) for _ in range(rng.int(1, 3))]
        acts = [a for i, a in enumerate(acts) if a not in acts[:i]]
        concerts.append((cid, f"{acts[0][1]} Live", venue[0], iso(day), sold, comps, price,
                         money((sold - comps) * price)))
        for a in acts:
            lineup.append((cid, a[0]))
            if a[0] in to_performer:
                bookings.append((cid, to_performer[a[0]], money(rng.int(20, 400) * 250.0)))
        if rng.chance(0.2):
            extra = performers[-1 - rng.int(0, len(names.EXTRA_PERFORMERS) - 1)]
            bookings.append((cid, extra[0], money(rng.int(8, 60) * 250.0)))
    return venues, artists, performers, concerts, lineup, bookings


# --------------------------------------------------------------------------------------------
# School: students, plus the Student / Has_Pet / Pets survey (AtomSQL's running example)
# --------------------------------------------------------------------------------------------

def build_students(rng):
    rows = []
    for roll in range(1, 451):
        enrolled = rng.int(2016, 2024)
        born = rng.choice(names.CITIES)
        origin = born if rng.chance(0.55) else rng.choice(names.CITIES)
        rows.append((
            roll, f"ADM-{enrolled}-{rng.int(1000, 9999)}-{roll:03d}", rng.choice(names.FIRST),
            rng.choice(names.LAST), iso(rng.date(datetime.date(2000, 1, 1), datetime.date(2008, 12, 31))),
            rng.choice(["F", "M"]), rng.int(9, 12), born[0], origin[0], f"{enrolled}-09-01",
            money(min(4.0, max(1.0, rng.normal(3.0, 0.5)))),
        ))
    return rows


def build_pets(rng):
    students = []
    for stu in range(1001, 1121):
        students.append((stu, rng.choice(names.LAST), rng.choice(names.FIRST), rng.int(17, 29),
                         rng.choice(["F", "M"]), rng.choice([50, 100, 520, 540, 550, 600]),
                         rng.choice([1121, 1148, 2192, 7712, 7792, 8423, 8722, 9172]),
                         rng.choice(names.CITY_CODES)))
    pets, has_pet = [], []
    pet_id = 2001
    for s in students:
        # Older students mostly live off campus, where more pets are allowed.
        n = rng.weighted([0, 1, 2, 3, 4], [38, 30, 20, 9, 3] if s[3] < 25 else [25, 25, 25, 15, 10])
        for _ in range(n):
            kind = rng.weighted(["dog", "cat", "rabbit", "parrot", "hamster"], [40, 35, 10, 8, 7])
            base = {"dog": 18.0, "cat": 4.5, "rabbit": 2.2, "parrot": 0.4, "hamster": 0.15}[kind]
            pets.append((pet_id, kind, rng.int(1, 12), money(max(0.1, rng.normal(base, base * 0.25)))))
            has_pet.append((s[0], pet_id))
            pet_id += 1
    return students, pets, has_pet


def pet_type_stats(pets):
    """Per-type figures from the first survey wave (the last 15 pets came later)."""
    acc = {}
    for p in pets[:-15]:
        acc.setdefault(p[1], []).append(p)
    out = []
    for kind, ps in sorted(acc.items()):
        w = [p[3] for p in ps]
        out.append((kind, len(ps), money(sum(w) / len(w)), min(w), max(w),
                    money(sum(p[2] for p in ps) / len(ps))))
    return out


# --------------------------------------------------------------------------------------------

def write(path):
    emps, heads22, heads_cur = build_employees(Rng(2022))
    details = build_details(Rng(2023), emps)
    products = build_products(Rng(7))
    customers = build_customers(Rng(11), emps)
    orders = build_orders(Rng(13), customers, products, emps)
    aggs = customer_aggregates(customers, orders)
    events = build_events(Rng(17))
    students = build_students(Rng(19))
    stu, pets, has_pet = build_pets(Rng(23))

    tmp = path + ".tmp"
    if os.path.exists(tmp):
        os.remove(tmp)
    con = sqlite3.connect(tmp)
    con.execute("PRAGMA page_size = 4096")
    con.executescript(schema.DDL)
    ins = lambda table, rows: con.executemany(
        f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    budget = lambda d: d[3] * 12
    ins("dept_2022", [(d[0], d[1], d[2], heads22[d[0]], budget(d)) for d in DEPT_2022])
    ins("curr_dept", [(d[0], d[1], d[2], heads_cur[d[0]], budget(d)) for d in CURR_DEPT])
    ins("employees", [(e["emp_id"], e["first_name"], e["last_name"], e["email"], e["job_title"],
                       iso(e["hire_date"]), iso(e["termination_date"]), iso(e["birth_date"]),
                       e["birthplace"], e["origin"], e["salary"], e["curr_dept_id"],
                       e["dept_2022_id"], e["manager_id"], e["phone"]) for e in emps])
    ins("employee_details", details)
    ins("products", products)
    ins("customers", [(c["customer_id"], c["company_name"], c["contact_name"], c["segment"],
                       c["industry"], c["city"], c["country"], c["region"], iso(c["signup_date"]),
                       c["account_manager_id"], aggs[c["customer_id"]][0],
                       aggs[c["customer_id"]][1], iso(SNAPSHOT)) for c in customers])
    ins("orders", [(o["order_id"], o["customer_id"], o["product_id"], o["sales_rep_id"],
                    iso(o["order_date"]), o["quantity"], o["unit_price"], o["gross_sales"],
                    o["discount"], o["net_sales"], o["revenue"], o["status"]) for o in orders])
    ins("sales_summary", sales_summary(customers, orders))
    for table, rows in zip(["venues", "artists", "performers", "concerts", "concert_artists",
                            "concert_performers"], events):
        ins(table, rows)
    ins("students", students)
    ins("Student", stu)
    ins("Pets", pets)
    ins("Has_Pet", has_pet)
    ins("pet_type_stats", pet_type_stats(pets))
    con.commit()
    problems = con.execute("PRAGMA foreign_key_check").fetchall()
    if problems:
        raise SystemExit(f"foreign key violations: {problems[:5]}")
    con.execute("VACUUM")
    con.close()
    os.replace(tmp, path)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(here, "demo.sqlite"))
    args = parser.parse_args()
    write(args.out)
    print(f"wrote {args.out} ({os.path.getsize(args.out)} bytes)")


if __name__ == "__main__":
    main()
