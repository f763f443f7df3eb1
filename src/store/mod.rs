//! Learned state on disk (being written).
