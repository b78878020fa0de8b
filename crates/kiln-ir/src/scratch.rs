//! Clearing the hash tables that the reader reuses from one function body to the next. A hash
//! table's `clear` writes every control byte of its capacity, however few entries it holds:
//! after one large function, each small function that followed paid for the large one again
//! (34 M instructions of memset in reading the rustc-built regex module of
//! `scripts/bench-modules.py`). [`clear_map`] gives back capacity far beyond what the table's
//! last use needed, so clearing stays proportional to the entries put in.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash};

/// Capacity kept beyond the entries of the last use (small tables are not shrunk).
const SLACK: usize = 64;

/// Empties `map`, shrinking it when its capacity is far beyond the entries it held.
pub(crate) fn clear_map<K: Hash + Eq, V, S: BuildHasher>(map: &mut HashMap<K, V, S>) {
    let used = map.len();
    if used == 0 {
        return;
    }
    map.clear();
    if map.capacity() > 8 * used + SLACK {
        map.shrink_to(2 * used);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_table_cleared_after_a_small_use_gives_back_its_capacity() {
        let mut map: rustc_hash::FxHashMap<u32, u32> = (0..10_000).map(|k| (k, k)).collect();
        super::clear_map(&mut map);
        assert!(map.is_empty());
        let big = map.capacity();
        map.insert(1, 1);
        super::clear_map(&mut map);
        assert!(map.is_empty() && map.capacity() < big / 8, "{} of {big}", map.capacity());
    }
}
