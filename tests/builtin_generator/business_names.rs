//! A business's name is often kept as `dba`, "doing business as": the name it trades under.
//! Asked for the names of the rows, that column answers, not the first text column (a street,
//! a borough). Rows chosen so that the street or borough of the same rows is another answer.

use super::fixtures::{assert_first, fixture};

const SHOPS: &str = "
CREATE TABLE shop_lic (lic_no TEXT PRIMARY KEY, boro TEXT, street TEXT, dba TEXT, grade TEXT);
INSERT INTO shop_lic VALUES ('L1','Queens','Main St','Blue Door Cafe','A'),
  ('L2','Bronx','Grand Ave','Lucky Noodle','B'),('L3','Queens','Elm Rd','Corner Slice','A');
";

#[test]
fn the_name_a_business_trades_under_names_its_row() {
    assert_first(
        &fixture(SHOPS),
        "What are the names of the shops with grade A?",
        "SELECT dba FROM shop_lic WHERE grade = 'A'",
    );
}
