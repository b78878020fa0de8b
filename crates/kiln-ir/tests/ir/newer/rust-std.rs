//! A small program using std: vectors, strings, iterators, formatting, integer ranges.

fn word_counts(text: &str) -> Vec<(&str, usize)> {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for w in text.split_whitespace() {
        match counts.iter_mut().find(|(k, _)| *k == w) {
            Some((_, n)) => *n += 1,
            None => counts.push((w, 1)),
        }
    }
    counts
}

fn checked_sum(v: &[u32]) -> Option<u32> {
    v.iter().try_fold(0u32, |acc, &x| acc.checked_add(x))
}

fn classify(x: i64) -> &'static str {
    match x.cmp(&0) {
        std::cmp::Ordering::Less => "negative",
        std::cmp::Ordering::Equal => "zero",
        std::cmp::Ordering::Greater => "positive",
    }
}

fn main() {
    let counts = word_counts("a b a c b a");
    let mut keys: Vec<_> = counts.iter().collect();
    keys.sort();
    for (k, v) in keys {
        println!("{k}: {v}");
    }
    let v: Vec<u32> = (1..=10).map(|x| x * x).collect();
    println!("{:?} {:?}", checked_sum(&v), checked_sum(&[u32::MAX, 1]));
    let s: String = v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",");
    println!("{s} {}", classify(-3));
    let f = 2.5f64.powi(3) + (v.len() as f64).sqrt();
    println!("{f:.3} {}", (f as i32).leading_zeros());
}
