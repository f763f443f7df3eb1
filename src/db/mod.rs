//! SQLite access (being written).
