//! The core's one source of deterministic pseudo-randomness (the core has no `rand` and no
//! clock): SplitMix64 (Steele, Lea & Flood 2014), a tiny, well-mixed 64-bit generator.

/// One step: advance `state` and return the next well-mixed 64-bit value.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The value one step from `seed`: a hash of a 64-bit value.
pub fn mix64(seed: u64) -> u64 {
    let mut state = seed;
    splitmix64(&mut state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_sequence_from_zero() {
        // The first outputs of SplitMix64 seeded with 0 (the reference implementation's).
        let mut state = 0;
        assert_eq!(splitmix64(&mut state), 0xE220_A839_7B1D_CDAF);
        assert_eq!(splitmix64(&mut state), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(mix64(0), 0xE220_A839_7B1D_CDAF);
    }
}
