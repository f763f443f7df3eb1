//! The parser's intermediate form: what the question asks, before any schema choice is made.
//!
//! Owns: [`Frame`] (projections, filters, grouping, ordering, nesting) whose column slots point
//! at question [`Mention`]s, and the small vocabulary (aggregates, operators) shared with the
//! grounded query.
//! Must not touch: the schema (grounding turns a frame into SQL in `ground.rs`).

/// An aggregate function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Agg {
    Count,
    /// `COUNT(DISTINCT x)`: "how many different cities".
    CountDistinct,
    Avg,
    Sum,
    Min,
    Max,
}

impl Agg {
    pub fn sql(self) -> &'static str {
        match self {
            Agg::Count | Agg::CountDistinct => "COUNT",
            Agg::Avg => "AVG",
            Agg::Sum => "SUM",
            Agg::Min => "MIN",
            Agg::Max => "MAX",
        }
    }
}

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    Eq,
    Ne,
    Gt,
    Ge,
    Lt,
    Le,
    /// `LIKE` with the value where the pattern puts it ("contains", "starts with").
    Like(Pattern),
    NotLike(Pattern),
}

/// Where a LIKE's value sits in the pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pattern {
    Contains,
    Starts,
    Ends,
}

impl Pattern {
    /// The LIKE pattern for `value` (its own `%` and `_` are left as the user wrote them).
    pub fn wrap(self, value: &str) -> String {
        match self {
            Pattern::Contains => format!("%{value}%"),
            Pattern::Starts => format!("{value}%"),
            Pattern::Ends => format!("%{value}"),
        }
    }
}

impl Op {
    pub fn sql(self) -> &'static str {
        match self {
            Op::Eq => "=",
            Op::Ne => "!=",
            Op::Gt => ">",
            Op::Ge => ">=",
            Op::Lt => "<",
            Op::Le => "<=",
            Op::Like(_) => "LIKE",
            Op::NotLike(_) => "NOT LIKE",
        }
    }

    /// The operator a negation turns this one into ("not higher than" is "at most").
    pub fn negated(self) -> Op {
        match self {
            Op::Eq => Op::Ne,
            Op::Ne => Op::Eq,
            Op::Gt => Op::Le,
            Op::Ge => Op::Lt,
            Op::Lt => Op::Ge,
            Op::Le => Op::Gt,
            Op::Like(p) => Op::NotLike(p),
            Op::NotLike(p) => Op::Like(p),
        }
    }
}

/// A phrase of the question that names a schema component (or an implicit attribute such as
/// the "age" of "youngest").
#[derive(Debug, Clone, PartialEq)]
pub struct Mention {
    /// The phrase, lower-cased, as it should be linked.
    pub text: String,
    /// The phrase as the user wrote it (for atom tagging and prompts).
    pub surface: String,
    /// Token span in the question.
    pub span: (usize, usize),
    /// A noun the phrase belongs to ("name *of the song*"), linked together with it.
    pub owner: Option<String>,
    /// The phrase names a table at least as well as any column.
    pub table_like: bool,
    /// An attribute the question implies ("youngest" → age), not a phrase it contains.
    pub implicit: bool,
}

/// Something that grounds to a column.
#[derive(Debug, Clone, PartialEq)]
pub enum Slot {
    /// A phrase to link to a column.
    Phrase(usize),
    /// `*` (only under COUNT).
    Star,
    /// The column that holds the filter's value (found in the data, or a numeric range).
    Value,
    /// The primary key of the table the question is about (grouping "per visitor").
    AnchorKey,
    /// The key of the rows a table-like phrase names, as it is grouped by: "How many pets
    /// does each *student* have?" shows the student key it groups by.
    Key(usize),
}

/// One projected expression.
#[derive(Debug, Clone, PartialEq)]
pub struct SelectItem {
    pub agg: Option<Agg>,
    pub slot: Slot,
}

/// The right-hand side of a filter.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    Number(String),
    /// A text value as the user wrote it, with the data's matches (`hits`: table, column,
    /// stored spelling, match quality); no hits for quoted text the data does not hold.
    Text {
        raw: String,
        hits: Vec<super::values::ValueHit>,
    },
    /// `(SELECT agg(col) FROM t [WHERE …])`: "older than average".
    Aggregate(Agg, Slot, Vec<Filter>),
}

/// One restriction `slot op operand`.
#[derive(Debug, Clone, PartialEq)]
pub struct Filter {
    pub slot: Slot,
    pub op: Op,
    pub operand: Operand,
    /// True when joined to the previous filter with OR (else AND).
    pub or: bool,
}

/// A negated relation: "students who do not have a cat", "museums with no visitor".
#[derive(Debug, Clone, PartialEq)]
pub struct Absence {
    /// Things that must not be related (their mentions, when the question names them).
    pub others: Vec<usize>,
    /// Restrictions on the related rows ("a *cat*").
    pub filters: Vec<Filter>,
    /// A negated verb that names no rows ("drgs never *billed*", "rooms that were not
    /// *booked*"): what must not be related is the records that refer to the rows.
    pub verb: Option<usize>,
}

/// An attribute the rows must have, said with nothing to compare it with: "fires *with
/// fatalities*", "hospitals that have an EHR flag". What the rows hold of it must be there: a
/// quantity above zero, any other value not missing (the positive of [`Absence`]'s
/// missing attribute, "with no grade").
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Presence {
    pub mention: usize,
    /// Joined to the previous condition with OR ("with injuries *or* deaths").
    pub or: bool,
}

/// A restriction on groups: a count ("more than once", "at least two pets") or an aggregate
/// of an attribute ("cities with an average age above 30").
#[derive(Debug, Clone, PartialEq)]
pub struct Having {
    pub op: Op,
    pub value: String,
    /// The counted things, when named ("visited some *museums*").
    pub counted: Vec<usize>,
    /// The aggregated attribute; `None` counts the rows.
    pub of: Option<(Agg, Slot)>,
}

/// Ordering: by a slot, optionally aggregated, with direction.
#[derive(Debug, Clone, PartialEq)]
pub struct OrderKey {
    pub agg: Option<Agg>,
    pub slot: Slot,
    pub desc: bool,
}

/// What the question asks, schema-free.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Frame {
    pub mentions: Vec<Mention>,
    pub select: Vec<SelectItem>,
    pub distinct: bool,
    /// Phrases naming the rows asked about ("singers"), for choosing FROM tables.
    pub entities: Vec<usize>,
    /// Entities whose rows are counted ("how many *singers*", "the most *concerts*"): their
    /// table must be read.
    pub counted: Vec<usize>,
    pub filters: Vec<Filter>,
    pub group: Vec<Slot>,
    pub having: Option<Having>,
    pub order: Option<OrderKey>,
    /// "ordered by format and then by price": the keys before `order`, first first.
    pub prior_order: Vec<OrderKey>,
    /// The ordering said only its direction ("from the largest to the smallest", "earliest
    /// first", "in descending order"), so `order` holds the first thing shown by default.
    pub order_implied: bool,
    /// The direction was alphabetical: the key is text, whatever else is listed.
    pub alphabetical: bool,
    pub limit: Option<u64>,
    pub absences: Vec<Absence>,
    /// Attributes the rows must have, said with nothing to compare them with.
    pub presences: Vec<Presence>,
    /// "both beginner guests and guests older than 40": the filters from this one on restrict
    /// a second set of rows, and the reading is the INTERSECT of the two.
    pub both_from: Option<usize>,
    /// "Which companies have both speakers and attendees?": the values of the one selected
    /// attribute held in the selected phrase's table and (INTERSECT) or but not (EXCEPT) in
    /// the table this mention names.
    pub shared: Option<(usize, SetOp)>,
    /// Likelihood of this structural reading of the question (1 for the parser's first choice).
    pub score: f64,
}

/// A set operation between two readings. INTERSECT reads "both a cat and a dog"; EXCEPT and
/// UNION are the set forms of a negated relation (next to NOT IN) and of alternatives (next to
/// OR): they list each row once, so they differ from those when the selected values repeat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetOp {
    Intersect,
    Except,
    Union,
}

impl SetOp {
    pub fn sql(self) -> &'static str {
        match self {
            SetOp::Intersect => "INTERSECT",
            SetOp::Except => "EXCEPT",
            SetOp::Union => "UNION",
        }
    }
}
