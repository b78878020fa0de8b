//! The text of a source file: a `String`, or valid UTF-8 that another owner keeps in memory.
//!
//! `kiln llc` maps a large input file read-only rather than copying it into a heap buffer: the
//! pages are the page cache's, so reading the text costs neither a copy nor a page fault for
//! each page of a buffer of its own (on a 25 MB `.ll` file, about a fifth of the run's faults).

use std::fmt;
use std::ops::Deref;

/// The text of a [`SourceFile`](crate::SourceFile), read as a `str`.
pub struct Text(Repr);

enum Repr {
    Owned(String),
    Held(Box<dyn AsRef<str> + Send + Sync>),
}

impl Text {
    /// Text kept by `owner`, which must not change while the text is read.
    pub fn held(owner: Box<dyn AsRef<str> + Send + Sync>) -> Text {
        Text(Repr::Held(owner))
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
    use super::Text;

    struct Kept(&'static str);
    impl AsRef<str> for Kept {
        fn as_ref(&self) -> &str {
            self.0
        }
    }

    #[test]
    fn owned_and_held_text_read_the_same() {
        let owned = Text::from("a\nb".to_string());
        let held = Text::held(Box::new(Kept("a\nb")));
        assert_eq!(&*owned, "a\nb");
        assert_eq!(held.as_str(), owned.as_str());
        assert_eq!(held.lines().count(), 2);
        assert_eq!(Text::default().len(), 0);
    }
}
