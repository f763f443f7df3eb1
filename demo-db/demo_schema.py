"""The demo database's DDL, kept apart from the generator so the schema reads on one screen.

Every ambiguity is on purpose; demo-db/README.md maps them. Column order here is the insert
order in generate.py.
"""

DDL = """
-- Company: two org charts (the 2023 restructuring), a vertically split employee record.
CREATE TABLE dept_2022 (
    dept_id       INTEGER PRIMARY KEY,
    dept_name     TEXT NOT NULL,
    location      TEXT,
    head_emp_id   INTEGER REFERENCES employees(emp_id),
    annual_budget INTEGER
);
CREATE TABLE curr_dept (
    dept_id       INTEGER PRIMARY KEY,
    dept_name     TEXT NOT NULL,
    location      TEXT,
    head_emp_id   INTEGER REFERENCES employees(emp_id),
    annual_budget INTEGER
);
CREATE TABLE employees (
    emp_id           INTEGER PRIMARY KEY,
    first_name       TEXT NOT NULL,
    last_name        TEXT NOT NULL,
    email            TEXT NOT NULL UNIQUE,
    job_title        TEXT,
    hire_date        TEXT NOT NULL,
    termination_date TEXT,
    birth_date       TEXT,
    birthplace       TEXT,
    origin           TEXT,
    salary           INTEGER,
    curr_dept_id     INTEGER REFERENCES curr_dept(dept_id),
    dept_2022_id     INTEGER REFERENCES dept_2022(dept_id),
    manager_id       INTEGER REFERENCES employees(emp_id),
    phone            TEXT
);
CREATE TABLE employee_details (
    emp_id             INTEGER PRIMARY KEY REFERENCES employees(emp_id),
    address            TEXT,
    city               TEXT,
    phone              TEXT,
    emergency_contact  TEXT,
    performance_rating REAL,
    bonus              REAL,
    last_review_date   TEXT
);

-- Sales: gross / net / recognised revenue, and figures precomputed at a snapshot.
CREATE TABLE products (
    product_id   INTEGER PRIMARY KEY,
    product_name TEXT NOT NULL,
    category     TEXT,
    unit_price   REAL,
    unit_cost    REAL,
    launch_date  TEXT
);
CREATE TABLE customers (
    customer_id        INTEGER PRIMARY KEY,
    company_name       TEXT NOT NULL,
    contact_name       TEXT,
    segment            TEXT,
    industry           TEXT,
    city               TEXT,
    country            TEXT,
    region             TEXT,
    signup_date        TEXT,
    account_manager_id INTEGER REFERENCES employees(emp_id),
    total_revenue      REAL,
    order_count        INTEGER,
    stats_as_of        TEXT
);
CREATE TABLE orders (
    order_id     INTEGER PRIMARY KEY,
    customer_id  INTEGER NOT NULL REFERENCES customers(customer_id),
    product_id   INTEGER NOT NULL REFERENCES products(product_id),
    sales_rep_id INTEGER REFERENCES employees(emp_id),
    order_date   TEXT NOT NULL,
    quantity     INTEGER,
    unit_price   REAL,
    gross_sales  REAL,
    discount     REAL,
    net_sales    REAL,
    revenue      REAL,
    status       TEXT
);
CREATE INDEX idx_orders_customer ON orders(customer_id);
CREATE INDEX idx_orders_date ON orders(order_date);
CREATE TABLE sales_summary (
    year              INTEGER,
    region            TEXT,
    order_count       INTEGER,
    total_gross_sales REAL,
    total_net_sales   REAL,
    avg_net_sales     REAL,
    total_revenue     REAL,
    PRIMARY KEY (year, region)
);

-- Events: the booking agency's artists and the ticketing vendor's performers.
CREATE TABLE venues (
    venue_id          INTEGER PRIMARY KEY,
    venue_name        TEXT NOT NULL,
    city              TEXT,
    seating_capacity  INTEGER,
    standing_capacity INTEGER,
    opened_year       INTEGER
);
CREATE TABLE artists (
    artist_id  INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    genre      TEXT,
    country    TEXT,
    debut_year INTEGER,
    age        INTEGER
);
CREATE TABLE performers (
    performer_id INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    genre        TEXT,
    country      TEXT,
    debut_year   INTEGER,
    age          INTEGER
);
CREATE TABLE concerts (
    concert_id     INTEGER PRIMARY KEY,
    title          TEXT,
    venue_id       INTEGER REFERENCES venues(venue_id),
    concert_date   TEXT,
    tickets_sold   INTEGER,
    comp_tickets   INTEGER,
    ticket_price   REAL,
    ticket_revenue REAL
);
CREATE TABLE concert_artists (
    concert_id INTEGER REFERENCES concerts(concert_id),
    artist_id  INTEGER REFERENCES artists(artist_id),
    PRIMARY KEY (concert_id, artist_id)
);
CREATE TABLE concert_performers (
    concert_id   INTEGER REFERENCES concerts(concert_id),
    performer_id INTEGER REFERENCES performers(performer_id),
    fee          REAL,
    PRIMARY KEY (concert_id, performer_id)
);

-- School: the registry, and the housing office's pet survey (Spider's pets tables).
CREATE TABLE students (
    roll_num         INTEGER PRIMARY KEY,
    admission_number TEXT NOT NULL UNIQUE,
    first_name       TEXT,
    last_name        TEXT,
    birth_date       TEXT,
    sex              TEXT,
    grade_level      INTEGER,
    birthplace       TEXT,
    origin           TEXT,
    enrollment_date  TEXT,
    gpa              REAL
);
CREATE TABLE Student (
    StuID     INTEGER PRIMARY KEY,
    LName     VARCHAR(12),
    Fname     VARCHAR(12),
    Age       INTEGER,
    Sex       VARCHAR(1),
    Major     INTEGER,
    Advisor   INTEGER,
    city_code VARCHAR(3)
);
CREATE TABLE Pets (
    PetID   INTEGER PRIMARY KEY,
    PetType VARCHAR(20),
    pet_age INTEGER,
    weight  REAL
);
CREATE TABLE Has_Pet (
    StuID INTEGER,
    PetID INTEGER,
    FOREIGN KEY (PetID) REFERENCES Pets(PetID),
    FOREIGN KEY (StuID) REFERENCES Student(StuID)
);
CREATE INDEX idx_has_pet_stuid ON Has_Pet(StuID);
CREATE TABLE pet_type_stats (
    PetType     VARCHAR(20) PRIMARY KEY,
    number      INTEGER,
    avg_weight  REAL,
    min_weight  REAL,
    max_weight  REAL,
    avg_pet_age REAL
);

CREATE VIEW v_employee_directory AS
SELECT e.emp_id, e.first_name || ' ' || e.last_name AS full_name, e.job_title,
       d.dept_name AS department, e.email, e.phone AS office_phone, ed.phone AS mobile_phone
FROM employees e
LEFT JOIN curr_dept d ON d.dept_id = e.curr_dept_id
LEFT JOIN employee_details ed ON ed.emp_id = e.emp_id
WHERE e.termination_date IS NULL;

CREATE VIEW v_customer_sales AS
SELECT c.customer_id, c.company_name, c.region, COUNT(o.order_id) AS orders,
       ROUND(COALESCE(SUM(o.gross_sales), 0), 2) AS gross_sales,
       ROUND(COALESCE(SUM(o.net_sales), 0), 2) AS net_sales,
       ROUND(COALESCE(SUM(o.revenue), 0), 2) AS revenue
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.customer_id
GROUP BY c.customer_id;
"""
