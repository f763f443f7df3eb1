//! The clarification session state machine (being written).
