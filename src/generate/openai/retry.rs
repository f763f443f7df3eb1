//! When to try a failed request again, and how long to wait first.
//!
//! Owns: the bounded retry policy — exponential backoff with full jitter on 429 and 5xx and on
//! connection failures, honouring the server's `Retry-After`.
//! Must not touch: the request itself (`client`).

use std::time::Duration;

/// A bounded number of attempts with exponential backoff.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Attempts in all, the first included (at least 1).
    pub max_attempts: u32,
    /// The backoff before the second attempt; doubled each time.
    pub base: Duration,
    /// No computed backoff is longer than this.
    pub max_delay: Duration,
    /// A server's `Retry-After` is honoured up to this long.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            max_attempts: 3,
            base: Duration::from_millis(250),
            max_delay: Duration::from_secs(8),
            max_retry_after: Duration::from_secs(30),
        }
    }
}

/// True for the statuses worth another attempt: rate limits and server-side failures.
pub fn retryable(status: u16) -> bool {
    status == 429 || (500..=599).contains(&status)
}

/// `Retry-After` as delay-seconds (the HTTP-date form is rare from these APIs and ignored).
pub fn parse_retry_after(value: &str) -> Option<Duration> {
    let seconds: f64 = value.trim().parse().ok()?;
    (seconds.is_finite() && seconds >= 0.0).then(|| Duration::from_secs_f64(seconds))
}

impl RetryPolicy {
    /// The wait after failed attempt number `attempt` (1-based). The server's `Retry-After`
    /// wins when given; otherwise full jitter over `base · 2^(attempt−1)` so that several
    /// clients rate-limited together do not come back together. `unit` in [0, 1) is the
    /// random draw (a parameter so the policy stays testable).
    pub fn delay(&self, attempt: u32, retry_after: Option<Duration>, unit: f64) -> Duration {
        if let Some(after) = retry_after {
            return after.min(self.max_retry_after);
        }
        let exp = self
            .base
            .saturating_mul(1u32 << attempt.saturating_sub(1).min(16))
            .min(self.max_delay);
        // Never below half the step: pure full jitter can retry instantly, which a server
        // that is failing does not thank us for.
        exp.mul_f64(0.5 + 0.5 * unit.clamp(0.0, 1.0))
    }
}

/// A draw in [0, 1) from the clock's nanoseconds: jitter needs spread, not quality.
pub fn jitter_unit() -> f64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    // xorshift to spread consecutive nanosecond readings.
    let mut x = u64::from(nanos) ^ 0x9E37_79B9_7F4A_7C15;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    (x % 1_000_000) as f64 / 1_000_000.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(429, true)]
    #[case(500, true)]
    #[case(503, true)]
    #[case(400, false)]
    #[case(401, false)]
    #[case(404, false)]
    fn which_statuses_are_retried(#[case] status: u16, #[case] expected: bool) {
        assert_eq!(retryable(status), expected);
    }

    #[rstest]
    #[case("2", Some(Duration::from_secs(2)))]
    #[case(" 0.5 ", Some(Duration::from_millis(500)))]
    #[case("Wed, 21 Oct 2015 07:28:00 GMT", None)]
    #[case("-1", None)]
    fn retry_after_values(#[case] text: &str, #[case] expected: Option<Duration>) {
        assert_eq!(parse_retry_after(text), expected);
    }

    #[test]
    fn backoff_grows_is_capped_and_jittered() {
        let policy = RetryPolicy::default();
        let low = policy.delay(1, None, 0.0);
        let high = policy.delay(1, None, 0.999);
        assert!(low >= Duration::from_millis(125) && high <= Duration::from_millis(250));
        assert!(policy.delay(3, None, 0.0) > policy.delay(1, None, 0.999));
        assert!(policy.delay(40, None, 0.999) <= policy.max_delay);
        assert_eq!(
            policy.delay(1, Some(Duration::from_secs(3600)), 0.5),
            policy.max_retry_after
        );
        let unit = jitter_unit();
        assert!((0.0..1.0).contains(&unit));
    }
}
