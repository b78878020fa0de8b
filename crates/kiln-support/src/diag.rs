//! Source files and diagnostics in the format LLVM's tools print:
//!
//! ```text
//! file.ll:3:7: error: expected type
//!   %x = fo i32 1
//!        ^
//! ```
//!
//! A [`SourceFile`] knows where its lines start, so a byte offset becomes a line and column
//! only when a diagnostic is rendered; parsers carry plain `u32` offsets ([`Span`]).

use std::fmt;

use crate::text::Text;

/// A byte range in one source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: u32, end: u32) -> Span {
        Span { start, end }
    }
    pub fn at(offset: u32) -> Span {
        Span { start: offset, end: offset }
    }
}

/// The text of one input with its name (a path, or `<stdin>`).
#[derive(Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: Text,
    /// The offset each line starts at, found when a diagnostic first needs it (parsing a
    /// file that has no errors never scans it for lines).
    line_starts: std::sync::OnceLock<Vec<u32>>,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        SourceFile::with_text(name, Text::from(text.into()))
    }

    /// A file whose text is already a [`Text`] (kept in memory by another owner, say).
    pub fn with_text(name: impl Into<String>, text: Text) -> SourceFile {
        SourceFile { name: name.into(), text, line_starts: std::sync::OnceLock::new() }
    }

    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0];
            starts.extend(self.text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i as u32 + 1));
            starts
        })
    }

    /// One-based line and column of a byte offset (columns count bytes, as LLVM's do).
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let starts = self.line_starts();
        let line = starts.partition_point(|&s| s <= offset).max(1) - 1;
        (line as u32 + 1, offset - starts[line] + 1)
    }

    /// The text of a one-based line, without its line terminator.
    pub fn line_text(&self, line: u32) -> &str {
        let starts = self.line_starts();
        let i = (line as usize).saturating_sub(1).min(starts.len() - 1);
        let start = starts[i] as usize;
        let end = starts.get(i + 1).map_or(self.text.len(), |&e| e as usize);
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        })
    }
}

/// One message, already resolved to a file, line and column so that it outlives the parser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub file: String,
    pub line: u32,
    pub col: u32,
    /// The source line the message points into (empty when there is none).
    pub source_line: String,
    pub message: String,
    /// Further diagnostics printed after this one (include stacks, earlier definitions).
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic at `offset` in `file`.
    pub fn at(severity: Severity, file: &SourceFile, offset: u32, message: impl Into<String>) -> Diagnostic {
        let offset = offset.min(file.text.len() as u32);
        let (line, col) = file.line_col(offset);
        Diagnostic {
            severity,
            file: file.name.clone(),
            line,
            col,
            source_line: file.line_text(line).to_string(),
            message: message.into(),
            notes: Vec::new(),
        }
    }

    pub fn error(file: &SourceFile, offset: u32, message: impl Into<String>) -> Diagnostic {
        Diagnostic::at(Severity::Error, file, offset, message)
    }

    /// A diagnostic that belongs to no place in a file (`kiln: error: ...`).
    pub fn global(file: impl Into<String>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            file: file.into(),
            line: 0,
            col: 0,
            source_line: String::new(),
            message: message.into(),
            notes: Vec::new(),
        }
    }

    pub fn with_note(mut self, note: Diagnostic) -> Diagnostic {
        self.notes.push(note);
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            writeln!(f, "{}: {}: {}", self.file, self.severity, self.message)?;
        } else {
            writeln!(f, "{}:{}:{}: {}: {}", self.file, self.line, self.col, self.severity, self.message)?;
            writeln!(f, "{}", self.source_line)?;
            // Keep tabs in the caret line so the caret lines up under a tab-indented source.
            let pad: String = self
                .source_line
                .chars()
                .take(self.col.saturating_sub(1) as usize)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            writeln!(f, "{pad}^")?;
        }
        for note in &self.notes {
            write!(f, "{note}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_found_on_demand_at_any_offset() {
        let file = SourceFile::new("t", "a\nbc\n\nd");
        assert_eq!(file.line_col(0), (1, 1));
        assert_eq!(file.line_col(3), (2, 2));
        assert_eq!(file.line_col(5), (3, 1));
        assert_eq!(file.line_col(6), (4, 1));
        assert_eq!(file.line_text(2), "bc");
        assert_eq!(file.line_text(4), "d");
    }

    #[test]
    fn renders_line_and_caret() {
        let file = SourceFile::new("t.ll", "define void @f() {\n  %x = fo i32 1\n}\n");
        let offset = file.text.find("fo ").unwrap() as u32;
        let d = Diagnostic::error(&file, offset, "expected instruction opcode");
        assert_eq!((d.line, d.col), (2, 8));
        assert_eq!(d.to_string(), "t.ll:2:8: error: expected instruction opcode\n  %x = fo i32 1\n       ^\n");
    }

    #[test]
    fn offsets_past_the_end_point_at_the_last_line() {
        let file = SourceFile::new("t", "a\nbc");
        let d = Diagnostic::error(&file, 99, "unexpected end of file");
        assert_eq!((d.line, d.col, d.source_line.as_str()), (2, 3, "bc"));
    }
}
