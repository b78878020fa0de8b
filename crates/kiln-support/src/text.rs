//! The text of a source file: a `String`, or valid UTF-8 that another owner keeps in memory.
//!
//! `kiln llc` maps a large input file read-only rather than copying it into a heap buffer: the
//! pages are the page cache's, so reading the text costs neither a copy nor a page fault for
//! each page of a buffer of its own (on a 25 MB `.ll` file, about a fifth of the run's faults).
//! A reader done with a part of the text says so ([`Text::release`]), and the owner may give
//! that part's pages back: the mapped pages of text already read would otherwise count in the
//! process's memory until the file is closed, at the peak, when the module is fully read.

use std::fmt;
use std::ops::{Deref, Range};

/// The text of a [`SourceFile`](crate::SourceFile), read as a `str`.
pub struct Text(Repr);

enum Repr {
    Owned(String),
    Held(Box<dyn TextOwner>),
}

/// What keeps a [`Text::held`] text in memory.
pub trait TextOwner: AsRef<str> + Send + Sync {
    /// Bytes `range` of the text will not be read again soon: the owner may give back the
    /// memory they occupy, as long as a later read still sees the same text.
    fn release(&self, range: Range<usize>);
}

impl Text {
    /// Text kept by `owner`, which must not change while the text is read.
    pub fn held(owner: Box<dyn TextOwner>) -> Text {
        Text(Repr::Held(owner))
    }

    /// Says that bytes `range` will not be read again soon (see [`TextOwner::release`]); a
    /// `String`'s memory is not given back in part.
    pub fn release(&self, range: Range<usize>) {
        if let Repr::Held(owner) = &self.0 {
            owner.release(range);
        }
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Owned(s) => s,
            Repr::Held(owner) => owner.as_ref().as_ref(),
        }
    }
}

impl Default for Text {
    fn default() -> Text {
        Text(Repr::Owned(String::new()))
    }
}

impl From<String> for Text {
    fn from(text: String) -> Text {
        Text(Repr::Owned(text))
    }
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::{Text, TextOwner};
    use std::ops::Range;
    use std::sync::{Arc, Mutex};

    /// Text and the ranges released from it.
    struct Kept(&'static str, Arc<Mutex<Vec<Range<usize>>>>);
    impl AsRef<str> for Kept {
        fn as_ref(&self) -> &str {
            self.0
        }
    }
    impl TextOwner for Kept {
        fn release(&self, range: Range<usize>) {
            self.1.lock().unwrap().push(range);
        }
    }

    #[test]
    fn owned_and_held_text_read_the_same() {
        let owned = Text::from("a\nb".to_string());
        let held = Text::held(Box::new(Kept("a\nb", Arc::default())));
        assert_eq!(&*owned, "a\nb");
        assert_eq!(held.as_str(), owned.as_str());
        assert_eq!(held.lines().count(), 2);
        assert_eq!(Text::default().len(), 0);
    }

    #[test]
    fn release_reaches_the_owner_of_held_text() {
        let released = Arc::default();
        let held = Text::held(Box::new(Kept("abc", Arc::clone(&released))));
        held.release(1..3);
        Text::from("abc".to_string()).release(0..3);
        assert_eq!(*released.lock().unwrap(), vec![1..3]);
        assert_eq!(held.as_str(), "abc");
    }
}
