"""Small embedded word lists for the demo database. All people, firms and acts are fictional.

Lists, not sets: the generator indexes them by position, so their order is part of the output.
"""

FIRST = [
    "Aaliyah", "Aaron", "Adele", "Ahmed", "Aisha", "Alejandro", "Amara", "Ana", "Andrew", "Anika",
    "Ben", "Bianca", "Carlos", "Chen", "Chloe", "Daniel", "Deepa", "Diego", "Elena", "Emeka",
    "Emily", "Ethan", "Fatima", "Felix", "Grace", "Hana", "Hiroshi", "Ibrahim", "Ines", "Isaac",
    "Jamal", "Jana", "Javier", "Jin", "Julia", "Kai", "Kavya", "Laura", "Leon", "Lina",
    "Lucas", "Maya", "Mei", "Mohammed", "Nadia", "Nathan", "Nia", "Noah", "Olivia", "Omar",
    "Priya", "Rafael", "Rosa", "Ryan", "Sara", "Sean", "Sofia", "Tariq", "Tomas", "Valentina",
    "Wei", "Yara", "Yusuf", "Zoe",
]

LAST = [
    "Abara", "Adams", "Ahmed", "Alvarez", "Andersen", "Bakker", "Banerjee", "Becker", "Brown",
    "Campbell", "Castillo", "Chen", "Cohen", "Costa", "Dubois", "Edwards", "Evans", "Fischer",
    "Garcia", "Gomez", "Gupta", "Hansen", "Hassan", "Ito", "Jensen", "Johnson", "Kaur", "Kim",
    "Kowalski", "Kumar", "Larsen", "Lee", "Lopez", "Martin", "Mendes", "Moreau", "Murphy",
    "Nakamura", "Nguyen", "Novak", "Okafor", "Olsen", "Park", "Patel", "Perez", "Petrov",
    "Popescu", "Reyes", "Rossi", "Sato", "Schmidt", "Silva", "Singh", "Smith", "Sousa", "Tanaka",
    "Taylor", "Thomas", "Walker", "Wang", "Williams", "Wilson", "Yilmaz", "Zhang",
]

# (city, country, sales region)
CITIES = [
    ("New York", "United States", "North America"), ("Chicago", "United States", "North America"),
    ("Austin", "United States", "North America"), ("Boston", "United States", "North America"),
    ("Seattle", "United States", "North America"), ("Denver", "United States", "North America"),
    ("Atlanta", "United States", "North America"), ("San Francisco", "United States", "North America"),
    ("Toronto", "Canada", "North America"), ("Vancouver", "Canada", "North America"),
    ("Mexico City", "Mexico", "Latin America"), ("Sao Paulo", "Brazil", "Latin America"),
    ("Buenos Aires", "Argentina", "Latin America"), ("Bogota", "Colombia", "Latin America"),
    ("Santiago", "Chile", "Latin America"),
    ("London", "United Kingdom", "Europe"), ("Manchester", "United Kingdom", "Europe"),
    ("Dublin", "Ireland", "Europe"), ("Paris", "France", "Europe"), ("Lyon", "France", "Europe"),
    ("Berlin", "Germany", "Europe"), ("Munich", "Germany", "Europe"), ("Madrid", "Spain", "Europe"),
    ("Lisbon", "Portugal", "Europe"), ("Amsterdam", "Netherlands", "Europe"),
    ("Stockholm", "Sweden", "Europe"), ("Warsaw", "Poland", "Europe"), ("Milan", "Italy", "Europe"),
    ("Lagos", "Nigeria", "Middle East & Africa"), ("Nairobi", "Kenya", "Middle East & Africa"),
    ("Cairo", "Egypt", "Middle East & Africa"), ("Dubai", "United Arab Emirates", "Middle East & Africa"),
    ("Istanbul", "Turkey", "Middle East & Africa"),
    ("Mumbai", "India", "Asia Pacific"), ("Bangalore", "India", "Asia Pacific"),
    ("Singapore", "Singapore", "Asia Pacific"), ("Tokyo", "Japan", "Asia Pacific"),
    ("Seoul", "South Korea", "Asia Pacific"), ("Shanghai", "China", "Asia Pacific"),
    ("Sydney", "Australia", "Asia Pacific"), ("Manila", "Philippines", "Asia Pacific"),
]

CITY_CODES = ["BAL", "BOS", "CHI", "DAL", "DEN", "HKG", "LON", "NYC", "PHL", "PIT", "SFO", "WAS", "YYZ"]

STREETS = [
    "Maple Street", "Oak Avenue", "Cedar Lane", "Pine Road", "Elm Street", "Harbor View",
    "Lakeside Drive", "Hillcrest Road", "Park Avenue", "River Road", "Sunset Boulevard",
    "Mill Lane", "Station Road", "Church Street", "Willow Way", "Bay Street",
]

COMPANY_A = ["Blue", "Northern", "Summit", "Silver", "Bright", "Harbor", "Pioneer", "Golden",
             "Evergreen", "Atlas", "Crescent", "Redwood", "Granite", "Vertex", "Lumen", "Orchid"]
COMPANY_B = ["River", "Peak", "Field", "Stone", "Bridge", "Star", "Wave", "Oak", "Forge", "Lake",
             "Ridge", "Point"]
COMPANY_C = ["Logistics", "Foods", "Health", "Labs", "Retail", "Energy", "Systems", "Partners",
             "Media", "Manufacturing", "Financial", "Hotels"]

INDUSTRIES = ["Retail", "Healthcare", "Manufacturing", "Finance", "Hospitality", "Logistics",
              "Education", "Energy", "Media", "Technology"]

# (name, category, lowest price, highest price)
PRODUCTS = [
    ("Acme Desk Pro", "Furniture", 280, 520), ("Acme Desk Lite", "Furniture", 150, 260),
    ("ErgoChair 3", "Furniture", 190, 420), ("ErgoChair Mesh", "Furniture", 240, 480),
    ("Filing Cabinet S", "Furniture", 90, 180), ("Standing Mat", "Furniture", 25, 60),
    ("Monitor 24in", "Electronics", 130, 220), ("Monitor 27in 4K", "Electronics", 280, 450),
    ("Docking Station", "Electronics", 120, 260), ("Wireless Keyboard", "Electronics", 35, 90),
    ("Wireless Mouse", "Electronics", 18, 55), ("Noise-Cancel Headset", "Electronics", 110, 290),
    ("Webcam HD", "Electronics", 45, 120), ("Conference Speaker", "Electronics", 150, 380),
    ("Laptop Stand", "Accessories", 25, 70), ("Cable Kit", "Accessories", 10, 30),
    ("Desk Lamp LED", "Accessories", 30, 85), ("Whiteboard 6ft", "Accessories", 110, 240),
    ("Notebook Pack", "Supplies", 8, 20), ("Printer Paper Box", "Supplies", 30, 55),
    ("Toner Cartridge", "Supplies", 60, 140), ("Sticky Notes Bulk", "Supplies", 12, 28),
    ("Pen Set", "Supplies", 6, 18), ("Label Printer", "Electronics", 70, 160),
    ("Coffee Machine", "Breakroom", 180, 650), ("Water Filter", "Breakroom", 45, 120),
    ("Snack Box Monthly", "Breakroom", 60, 150), ("Mini Fridge", "Breakroom", 140, 300),
    ("Cloud Backup Plan", "Software", 90, 240), ("Security Suite", "Software", 120, 340),
    ("Office Suite Seat", "Software", 80, 160), ("Project Tracker Seat", "Software", 60, 130),
    ("Setup Service", "Services", 150, 400), ("Extended Warranty", "Services", 40, 120),
    ("Training Session", "Services", 200, 600), ("Support Plan Gold", "Services", 300, 900),
]

# (name, city, seating capacity, standing capacity)
VENUES = [
    ("Harbor Arena", "Seattle", 14500, 3200), ("Lakeside Amphitheater", "Chicago", 8200, 6500),
    ("The Granary", "Austin", 600, 1400), ("Crescent Hall", "Boston", 2700, 0),
    ("Pier 9 Warehouse", "San Francisco", 0, 2400), ("Summit Pavilion", "Denver", 9800, 2000),
    ("Old Mill Theatre", "New York", 1800, 0), ("Riverside Stadium", "Atlanta", 38000, 9000),
    ("Blue Note Cellar", "New York", 180, 120), ("Northern Lights Dome", "Toronto", 16000, 1500),
    ("Canal Street Club", "Manchester", 350, 900), ("Orchid Gardens Stage", "London", 3000, 7000),
]

COUNTRIES = ["United States", "United Kingdom", "Canada", "Ireland", "Australia", "Sweden",
             "Germany", "France", "Nigeria", "Brazil", "South Korea", "Japan", "Mexico", "Spain"]

# (name, genre, country)
ARTISTS = [
    ("The Paper Lanterns", "Indie Rock", "United Kingdom"), ("Mara Quinn", "Pop", "Ireland"),
    ("Velvet Harbor", "Soul", "United States"), ("Kenji Arata", "Jazz", "Japan"),
    ("Southern Static", "Country", "United States"), ("Lumen Choir", "Choral", "Sweden"),
    ("Ada Okoro", "Afrobeats", "Nigeria"), ("Neon Atlas", "Electronic", "Germany"),
    ("The Marlowes", "Folk", "United Kingdom"), ("Rio Sereno", "Bossa Nova", "Brazil"),
    ("Juniper & Ash", "Folk", "Canada"), ("Hollow Pines", "Indie Rock", "Canada"),
    ("Seo-yeon Park", "Pop", "South Korea"), ("Copper Tide", "Rock", "Australia"),
    ("Louis Marchand", "Chanson", "France"), ("Midnight Transit", "Synthwave", "United States"),
    ("Calla Reyes", "Latin Pop", "Mexico"), ("The Quiet Engines", "Post-Rock", "United Kingdom"),
    ("Brass Parade", "Jazz", "United States"), ("Nova Lindqvist", "Pop", "Sweden"),
    ("Gold Coast Drifters", "Surf Rock", "Australia"), ("Emeka Duro", "Highlife", "Nigeria"),
    ("Starling Hill", "Country", "United States"), ("Pablo Ferrer", "Flamenco", "Spain"),
    ("Iron Orchard", "Metal", "Germany"), ("Tessa Vale", "Singer-Songwriter", "United Kingdom"),
    ("Blue Meridian", "Soul", "United Kingdom"), ("Koto Sessions", "Jazz", "Japan"),
    ("The Low Lanterns", "Blues", "United States"), ("Aurora Bay", "Electronic", "Canada"),
    ("Saffron Keys", "Fusion", "United Kingdom"), ("Diego Monte", "Latin Pop", "Mexico"),
    ("Paper Moon Trio", "Jazz", "France"), ("Wild Clover", "Bluegrass", "United States"),
    ("Hana Mori", "City Pop", "Japan"), ("Glasshouse", "Indie Pop", "Ireland"),
    ("North Sea Radio", "Rock", "United Kingdom"), ("Zanele Mbeki", "Jazz", "Nigeria"),
    ("Echo Republic", "Rock", "United States"), ("Lisbon Nights", "Fado", "Spain"),
    ("The Tin Sparrows", "Folk", "United Kingdom"), ("Maya Castell", "Pop", "Spain"),
    ("Thunder Valley", "Country", "Australia"), ("Kai Brennan", "Singer-Songwriter", "Ireland"),
    ("Static Bloom", "Shoegaze", "United States"), ("Orbit Seven", "K-Pop", "South Korea"),
    ("Rosa Almeida", "Samba", "Brazil"), ("The Weathervanes", "Indie Rock", "United Kingdom"),
    ("Felix Strand", "Electronic", "Sweden"), ("Cinder & Smoke", "Blues", "United States"),
    ("Amber Fjord", "Folk", "Sweden"), ("Marigold Drive", "Pop Punk", "Canada"),
    ("The Night Ferries", "Indie Rock", "United Kingdom"), ("Yusuf Kaan", "World", "France"),
    ("Silver Arrows", "Rock", "Germany"), ("Priya Raman", "Fusion", "United Kingdom"),
    ("Lantern Street Band", "Ska", "United States"), ("Cobalt Season", "Synthwave", "France"),
    ("Mira Solenne", "Classical", "France"), ("Red Kite Ensemble", "Classical", "United Kingdom"),
]

# Acts only the ticketing vendor lists.
EXTRA_PERFORMERS = [
    ("DJ Halcyon", "Electronic", "United States"), ("Comedy Collective", "Comedy", "United Kingdom"),
    ("Luna Ortiz", "Comedy", "Mexico"), ("The Late Shift", "Cover Band", "United States"),
    ("Spinning Jenny", "DJ", "Ireland"), ("Marcus Bell", "Magician", "Canada"),
    ("Street Rhythm Crew", "Dance", "Brazil"), ("Grand Pianola", "Classical", "Germany"),
]
