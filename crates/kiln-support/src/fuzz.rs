//! A small deterministic mutation driver for parsers.
//!
//! Each parser crate keeps its fuzz logic in a library function `check(&[u8])` that must never
//! panic or hang on any input (and checks round trips where the input parses). The
//! coverage-guided targets under `fuzz/` call that function; [`run`] calls it from a `#[test]`
//! on mutations of seed inputs, with a fixed seed and a fixed number of iterations, so the same
//! logic guards every `cargo test`.

use std::panic::{catch_unwind, AssertUnwindSafe};

/// xorshift64*: small, fast and reproducible from its seed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Applies one random edit to `input`: flip, insert, delete, duplicate a span, or splice in a
/// token taken from `dictionary` (keywords of the language under test find deeper paths).
pub fn mutate(input: &mut Vec<u8>, rng: &mut Rng, dictionary: &[&str]) {
    let len = input.len();
    match rng.below(6) {
        0 if len > 0 => {
            let i = rng.below(len);
            input[i] ^= 1 << rng.below(8);
        }
        1 => {
            let i = rng.below(len + 1);
            const PUNCTUATION: &[u8] = b" \n{}()<>[],=%@!#\"0x-:;*";
            input.insert(i, PUNCTUATION[rng.below(PUNCTUATION.len())]);
        }
        2 if len > 0 => {
            let i = rng.below(len);
            let n = rng.below((len - i).min(16)) + 1;
            input.drain(i..i + n);
        }
        3 if len > 0 => {
            let i = rng.below(len);
            let n = rng.below((len - i).min(64)) + 1;
            let chunk: Vec<u8> = input[i..i + n].to_vec();
            let at = rng.below(len + 1);
            input.splice(at..at, chunk);
        }
        4 if !dictionary.is_empty() => {
            let word = dictionary[rng.below(dictionary.len())].as_bytes();
            let at = rng.below(len + 1);
            input.splice(at..at, word.iter().copied());
        }
        _ if len > 0 => {
            let i = rng.below(len);
            input.truncate(i);
        }
        _ => input.push(b'0'),
    }
}

/// Runs `check` on `iterations` mutants of `seeds` (each mutant gets one to four edits).
/// Panics with the offending input, escaped, if `check` panics.
pub fn run(seeds: &[&[u8]], dictionary: &[&str], seed: u64, iterations: usize, check: impl Fn(&[u8])) {
    assert!(!seeds.is_empty(), "fuzz::run needs at least one seed input");
    let mut rng = Rng::new(seed);
    for seed_input in seeds {
        run_one(seed_input, &check);
    }
    for _ in 0..iterations {
        let mut input = seeds[rng.below(seeds.len())].to_vec();
        for _ in 0..=rng.below(4) {
            mutate(&mut input, &mut rng, dictionary);
        }
        run_one(&input, &check);
    }
}

fn run_one(input: &[u8], check: &impl Fn(&[u8])) {
    if catch_unwind(AssertUnwindSafe(|| check(input))).is_err() {
        panic!("fuzz check panicked on input {:?}", String::from_utf8_lossy(input));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_mutants() {
        let mk = || {
            let mut rng = Rng::new(7);
            let mut v = b"define i32 @f()".to_vec();
            (0..50).for_each(|_| mutate(&mut v, &mut rng, &["ret"]));
            v
        };
        assert_eq!(mk(), mk());
    }

    #[test]
    #[should_panic(expected = "fuzz check panicked")]
    fn a_panicking_check_is_reported() {
        run(&[b"abc"], &[], 1, 10, |input| assert!(!input.is_empty() && input.len() < 2));
    }
}
