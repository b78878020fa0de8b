//! `-time-passes`: wall time per pass, summed over every function, printed as a report sorted
//! by time the way LLVM prints its pass execution timing report. With `-j N` each code
//! generation thread times its own passes and the totals are added up, so a pass's time is the
//! time spent in it on every thread; the header then says so, and the wall clock in its first
//! line is the elapsed time, which is less than the sum.

use std::fmt::Write;
use std::time::{Duration, Instant};

/// Accumulated time per pass title; inert (no clock reads) unless enabled.
#[derive(Debug, Default)]
pub struct PassTimers {
    enabled: bool,
    totals: Vec<(&'static str, Duration)>,
    /// When timing began (for the report's wall clock).
    began: Option<Instant>,
    /// The threads whose timings were added ([`PassTimers::add_thread`]).
    threads: usize,
}

impl PassTimers {
    pub fn new(enabled: bool) -> PassTimers {
        PassTimers {
            enabled,
            totals: Vec::new(),
            began: enabled.then(Instant::now),
            threads: 0,
        }
    }

    /// Adds a phase `spent` before these timers began (the driver's reading of the input): it is
    /// reported, and the report's wall clock counts it.
    pub fn add_earlier(&mut self, title: &'static str, spent: Duration) {
        if !self.enabled {
            return;
        }
        self.totals.push((title, spent));
        self.began = self.began.and_then(|b| b.checked_sub(spent));
    }

    /// Adds the totals of a code generation thread's timers to these.
    pub fn add_thread(&mut self, thread: &PassTimers) {
        for &(title, spent) in &thread.totals {
            match self.totals.iter_mut().find(|(t, _)| *t == title) {
                Some((_, total)) => *total += spent,
                None => self.totals.push((title, spent)),
            }
        }
        self.threads += 1;
    }

    pub fn start(&self) -> Option<Instant> {
        self.enabled.then(Instant::now)
    }

    pub fn stop(&mut self, title: &'static str, started: Option<Instant>) {
        let Some(started) = started else { return };
        let spent = started.elapsed();
        match self.totals.iter_mut().find(|(t, _)| *t == title) {
            Some((_, total)) => *total += spent,
            None => self.totals.push((title, spent)),
        }
    }

    /// Runs `f` as the phase `title`.
    pub fn time<T>(&mut self, title: &'static str, f: impl FnOnce() -> T) -> T {
        let started = self.start();
        let result = f();
        self.stop(title, started);
        result
    }

    /// The report, or an empty string when timing was off.
    pub fn report(&self) -> String {
        if !self.enabled {
            return String::new();
        }
        let mut rows = self.totals.clone();
        rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        let total: Duration = rows.iter().map(|r| r.1).sum();
        let wall = self.began.map_or(total, |b| b.elapsed());
        let rule = "===".to_string() + &"-".repeat(73) + "===";
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{rule}\n{:>55}\n{rule}",
            "... Pass execution timing report ..."
        );
        let _ = writeln!(
            out,
            "  Total Execution Time: {:.4} seconds ({:.4} wall clock)\n",
            total.as_secs_f64(),
            wall.as_secs_f64()
        );
        if self.threads > 1 {
            let _ = writeln!(out, "  Times are summed over the {} code generation threads (-j{}).\n", self.threads, self.threads);
        }
        let _ = writeln!(out, "   ---Wall Time---  --- Name ---");
        for (title, spent) in rows.iter() {
            let share = if total.is_zero() {
                0.0
            } else {
                100.0 * spent.as_secs_f64() / total.as_secs_f64()
            };
            let _ = writeln!(out, "   {:.4} ({share:5.1}%)  {title}", spent.as_secs_f64());
        }
        let _ = writeln!(out, "   {:.4} (100.0%)  Total\n", total.as_secs_f64());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disabled_timers_record_nothing() {
        let mut t = PassTimers::new(false);
        t.time("a", || ());
        assert_eq!(t.report(), "");
    }

    #[test]
    fn totals_accumulate_per_title_and_sort_by_time() {
        let mut t = PassTimers::new(true);
        t.stop("short", Some(Instant::now()));
        t.totals.push(("long", Duration::from_millis(5)));
        t.stop("short", Some(Instant::now()));
        assert_eq!(t.totals.iter().filter(|r| r.0 == "short").count(), 1);
        let report = t.report();
        assert!(
            report.find("long").unwrap() < report.find("short").unwrap(),
            "{report}"
        );
        assert!(report.contains("Total Execution Time"));
        assert!(!report.contains("summed over"));
    }

    #[test]
    fn thread_timings_add_up_and_the_header_says_so() {
        let mut main = PassTimers::new(true);
        for ms in [3, 4] {
            let mut thread = PassTimers::new(true);
            thread.totals.push(("Instruction selection", Duration::from_millis(ms)));
            main.add_thread(&thread);
        }
        assert_eq!(main.totals, vec![("Instruction selection", Duration::from_millis(7))]);
        assert!(main.report().contains("summed over the 2 code generation threads (-j2)"), "{}", main.report());
    }

    #[test]
    fn earlier_phases_are_rows_and_count_in_the_wall_clock() {
        let mut t = PassTimers::new(true);
        t.add_earlier("Read IR", Duration::from_millis(40));
        assert_eq!(t.totals, vec![("Read IR", Duration::from_millis(40))]);
        assert!(t.began.is_some_and(|b| b.elapsed() >= Duration::from_millis(40)));
        let mut off = PassTimers::new(false);
        off.add_earlier("Read IR", Duration::from_millis(40));
        assert_eq!(off.report(), "");
    }
}
