//! The pure core of qlarify: every algorithm of the method, with no I/O.
//!
//! Owns: the schema model, SQL atoms, candidate sets, agreement and confidence (AtomSQL §2),
//! decision variables and Expected Information Gain (EIG paper §2–3), conformal selection
//! (ODIN §6), the human-in-the-loop linking step's conformal link sets (RTS §3), learned hints
//! and preference matrices (ODIN §7, AtomSQL §2.4) and the clarification session state machine.
//!
//! Must not touch: files, network, clocks, threads, terminals, or any module outside `core`.
//! Effects are described as data ([`session::Effect`]) or reached through the ports in [`ports`].
//! `tests/core_wall.rs` enforces the import wall.

pub mod agreement;
pub mod candidate;
pub mod confidence;
pub mod conformal;
pub mod copies;
pub mod coverage;
pub mod eig;
pub mod engine;
pub mod hints;
pub mod language;
pub mod link_sets;
pub mod linking;
pub mod masking;
pub mod plans;
pub mod ports;
pub mod prefs;
pub mod prune;
pub mod rng;
pub mod schema;
pub mod selector;
pub mod session;
pub mod sql;
#[cfg(test)]
pub mod toy_similarity;
pub mod validate;
