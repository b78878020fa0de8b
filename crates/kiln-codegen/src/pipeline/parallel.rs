//! `-j N`: items (a module's functions) worked on by N threads, each with state of its own, and
//! their results consumed on the calling thread in item order. The consumer (the AsmPrinter)
//! therefore sees exactly the sequence a single thread produces, which is what keeps `-j N`
//! output byte-identical to `-j1`.
//!
//! How far workers run ahead of the consumer is bounded by weight (a function's IR instruction
//! count), not by a fixed number of items: function sizes vary by 100× and more, and while one
//! worker compiles a large function the consumer waits for it, so a window of a few items left
//! the other workers idle for its whole duration (on the 10.4 MB csmith module the five largest
//! of 992 functions are 46% of the work, and `-j2` was no faster than `-j1`). A worker may start
//! an item within `jobs` items of the one being consumed, or one whose predecessors beyond that
//! one weigh no more than the heaviest item together: the results parked meanwhile (machine
//! functions) then hold about as much as one more large function, so memory still grows with
//! the largest function rather than with the module.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Condvar, Mutex};

/// The thread count `-j 0` (the default) means: the machine's cores.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs `work` on items `0..weights.len()` with `jobs` threads (none beyond the caller's when
/// `jobs` is 1 or there is one item), each thread with a state from `new_state`, and `consume`
/// on the results in item order on the calling thread. `weights` are the items' sizes, which
/// bound how far the workers run ahead (see the module doc). The first error in item order
/// (from `work` or `consume`) ends the run. Returns the states, for the caller to merge what
/// they gathered.
pub fn run_in_order<S: Send, R: Send>(
    weights: &[usize],
    jobs: usize,
    new_state: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> Result<R, String> + Sync,
    mut consume: impl FnMut(R) -> Result<(), String>,
) -> Result<Vec<S>, String> {
    let count = weights.len();
    if jobs <= 1 || count <= 1 {
        let mut state = new_state();
        for item in 0..count {
            consume(work(&mut state, item)?)?;
        }
        return Ok(vec![state]);
    }
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let consumed = (Mutex::new(0usize), Condvar::new());
    let window = Window::new(weights, jobs);
    let (sender, results) = mpsc::channel::<(usize, Result<R, String>)>();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs.min(count))
            .map(|_| {
                let sender = sender.clone();
                let (next, stop, consumed, window, new_state, work) = (&next, &stop, &consumed, &window, &new_state, &work);
                scope.spawn(move || {
                    // A panicking worker stops the others, so the consumer is not left waiting.
                    let guard = StopOnDrop(stop, &consumed.1);
                    let mut state = new_state();
                    loop {
                        let item = next.fetch_add(1, Ordering::Relaxed);
                        if item >= count || stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let mut done = consumed.0.lock().unwrap_or_else(|e| e.into_inner());
                        while !window.may_start(item, *done) && !stop.load(Ordering::Relaxed) {
                            done = consumed.1.wait(done).unwrap_or_else(|e| e.into_inner());
                        }
                        drop(done);
                        let result = work(&mut state, item);
                        let failed = result.is_err();
                        if sender.send((item, result)).is_err() || failed {
                            break;
                        }
                    }
                    std::mem::forget(guard);
                    state
                })
            })
            .collect();
        drop(sender);
        let outcome = consume_in_order(count, &results, &consumed, &mut consume);
        stop.store(true, Ordering::Relaxed);
        consumed.1.notify_all();
        let states = workers.into_iter().map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p))).collect();
        outcome.map(|()| states)
    })
}

/// Which items a worker may start while the consumer waits for a given one.
struct Window {
    jobs: usize,
    /// `prefix[i]`: the weight of items `0..i`.
    prefix: Vec<usize>,
    /// The heaviest item's weight: how much may be parked beyond the item being consumed.
    budget: usize,
}

impl Window {
    fn new(weights: &[usize], jobs: usize) -> Window {
        let prefix = std::iter::once(0).chain(weights.iter().scan(0, |sum, w| {
            *sum += w;
            Some(*sum)
        }));
        Window { jobs, prefix: prefix.collect(), budget: weights.iter().copied().max().unwrap_or(0) }
    }

    /// Whether `item` may start while the consumer waits for item `waiting`: it is one of the
    /// `jobs` items from there, or the items after `waiting` up to it weigh at most `budget`.
    fn may_start(&self, item: usize, waiting: usize) -> bool {
        item < waiting + self.jobs || self.prefix[item + 1] - self.prefix[waiting + 1] <= self.budget
    }
}

/// The consumer's side of [`run_in_order`]: results parked until their turn, in a queue whose
/// front is the item being waited for. It holds only the items the window lets the workers run
/// ahead by, not a slot for every item of the module (a machine function's worth of bytes per
/// slot, 11 MB for the 13,189 functions of a 48 MB module).
fn consume_in_order<R>(
    count: usize,
    results: &mpsc::Receiver<(usize, Result<R, String>)>,
    consumed: &(Mutex<usize>, Condvar),
    consume: &mut impl FnMut(R) -> Result<(), String>,
) -> Result<(), String> {
    let mut parked: VecDeque<Option<Result<R, String>>> = VecDeque::new();
    for item in 0..count {
        while !matches!(parked.front(), Some(Some(_))) {
            let Ok((done, result)) = results.recv() else {
                return Err("a code generation thread ended early".into());
            };
            let at = done - item;
            if parked.len() <= at {
                parked.resize_with(at + 1, || None);
            }
            parked[at] = Some(result);
        }
        if let Some(result) = parked.pop_front().flatten() {
            consume(result?)?;
        }
        *consumed.0.lock().unwrap_or_else(|e| e.into_inner()) = item + 1;
        consumed.1.notify_all();
    }
    Ok(())
}

/// Sets the stop flag and wakes waiting workers when dropped during a panic.
struct StopOnDrop<'a>(&'a AtomicBool, &'a Condvar);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
        self.1.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Item `i`'s result is `i * i`, computed slowly for some items so threads finish out of order.
    fn squares(count: usize, jobs: usize, fail_at: Option<usize>) -> (Result<usize, String>, Vec<usize>) {
        let mut seen = Vec::new();
        let result = run_in_order(
            &vec![1; count],
            jobs,
            || 0usize,
            |worked, i| {
                *worked += 1;
                if i % 7 == 3 {
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
                match Some(i) == fail_at {
                    true => Err(format!("item {i} failed")),
                    false => Ok(i * i),
                }
            },
            |r| {
                seen.push(r);
                Ok(())
            },
        );
        (result.map(|states| states.iter().sum()), seen)
    }

    #[test]
    fn results_are_consumed_in_item_order_whatever_the_thread_count() {
        let expected: Vec<usize> = (0..200).map(|i| i * i).collect();
        for jobs in [1, 2, 3, 8] {
            let (worked, seen) = squares(200, jobs, None);
            assert_eq!(seen, expected, "-j{jobs}");
            assert_eq!(worked, Ok(200), "every item worked on once at -j{jobs}");
        }
    }

    #[test]
    fn the_first_error_in_item_order_ends_the_run_after_the_items_before_it() {
        for jobs in [1, 2, 4] {
            let (result, seen) = squares(100, jobs, Some(40));
            assert_eq!(result, Err("item 40 failed".to_string()), "-j{jobs}");
            assert_eq!(seen, (0..40).map(|i| i * i).collect::<Vec<_>>(), "-j{jobs}");
        }
    }

    #[test]
    fn a_consumer_error_stops_the_workers() {
        let result = run_in_order(&[1; 1000], 2, || (), |_, i| Ok(i), |i| if i == 5 { Err("stop".into()) } else { Ok(()) });
        assert_eq!(result.err().as_deref(), Some("stop"));
    }

    #[test]
    fn workers_run_past_a_heavy_item_as_far_as_its_weight() {
        // Item 0 weighs 100, the rest 1: while item 0 is worked on (and the consumer waits for
        // it), another worker must be able to finish item 50.
        let mut weights = vec![1; 200];
        weights[0] = 100;
        let reached = AtomicUsize::new(0);
        let result = run_in_order(
            &weights,
            2,
            || (),
            |_, i| {
                if i == 0 {
                    let start = std::time::Instant::now();
                    while reached.load(Ordering::SeqCst) < 50 {
                        if start.elapsed().as_secs() > 10 {
                            return Err("item 50 was not reached while item 0 was worked on".into());
                        }
                        std::thread::yield_now();
                    }
                }
                reached.fetch_max(i, Ordering::SeqCst);
                Ok(i)
            },
            |_| Ok(()),
        );
        assert!(result.is_ok(), "{:?}", result.err());
    }

    #[test]
    fn workers_stay_within_the_window_of_equal_items() {
        // Equal weights: the budget is one item, so no worker starts an item `jobs` or more
        // items past the one being consumed.
        let consumed = AtomicUsize::new(0);
        let result = run_in_order(
            &[1; 300],
            3,
            || (),
            |_, i| match i < consumed.load(Ordering::SeqCst) + 3 {
                true => Ok(i),
                false => Err(format!("item {i} started with {} consumed", consumed.load(Ordering::SeqCst))),
            },
            |_| {
                std::thread::sleep(std::time::Duration::from_micros(50));
                consumed.fetch_add(1, Ordering::SeqCst);
                Ok(())
            },
        );
        assert!(result.is_ok(), "{:?}", result.err());
    }
}
