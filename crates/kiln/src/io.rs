//! Reading a subcommand's input (a file, or `-` for standard input) and writing its output
//! (`-o FILE`, or standard output when absent or `-`), with the tool's name in the error.

use std::io::{Read, Write};

use kiln_support::{Text, TextOwner};

/// The input's display name and text; invalid UTF-8 is replaced, so binary junk reaches the
/// parsers as text they reject with a position instead of an I/O error. A regular file of at
/// least [`MAP_AT_LEAST`] bytes of valid UTF-8 is mapped rather than read ([`MappedFile`]).
pub fn read_input(tool: &str, path: &str) -> Result<(String, Text), String> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("kiln {tool}: error: cannot read standard input: {e}"))?;
        return Ok((
            "<stdin>".to_string(),
            Text::from(String::from_utf8_lossy(&bytes).into_owned()),
        ));
    }
    let cannot_read = |e: std::io::Error| format!("kiln {tool}: error: cannot read '{path}': {e}");
    let file = std::fs::File::open(path).map_err(cannot_read)?;
    if let Some(mapped) = MappedFile::map(&file) {
        return Ok((path.to_string(), Text::held(Box::new(mapped))));
    }
    let mut bytes = Vec::new();
    (&file).read_to_end(&mut bytes).map_err(cannot_read)?;
    // Valid UTF-8 (the usual case) becomes the string without a copy.
    let text = String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    Ok((path.to_string(), Text::from(text)))
}

/// Smaller files are read: mapping one costs more system calls than reading it.
const MAP_AT_LEAST: u64 = 1 << 20;

/// A regular file mapped read-only and private, its bytes checked once to be UTF-8, as LLVM's
/// tools map their larger inputs. Like theirs, the mapping assumes that nothing rewrites the
/// file while the tool reads it.
struct MappedFile {
    start: std::ptr::NonNull<u8>,
    len: usize,
}

// SAFETY: the mapping is read-only and owned by this value alone.
unsafe impl Send for MappedFile {}
unsafe impl Sync for MappedFile {}

impl MappedFile {
    /// The file mapped with its pages populated up front (one system call rather than a page
    /// fault per page), or `None` for a small or irregular file, a failed mapping or text that
    /// is not UTF-8 (read instead, which replaces what is invalid).
    fn map(file: &std::fs::File) -> Option<MappedFile> {
        use std::os::fd::AsRawFd;
        let meta = file.metadata().ok()?;
        if !meta.is_file() || meta.len() < MAP_AT_LEAST {
            return None;
        }
        let len = usize::try_from(meta.len()).ok()?;
        // SAFETY: a fresh read-only private mapping of an open file descriptor; the result is
        // checked before use.
        let start = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE | libc::MAP_POPULATE,
                file.as_raw_fd(),
                0,
            )
        };
        if start == libc::MAP_FAILED {
            return None;
        }
        let mapped = MappedFile { start: std::ptr::NonNull::new(start.cast())?, len };
        std::str::from_utf8(mapped.bytes()).is_ok().then_some(mapped)
    }

    fn bytes(&self) -> &[u8] {
        // SAFETY: `len` bytes from `start` stay mapped and readable until `drop`.
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }
}

impl AsRef<str> for MappedFile {
    fn as_ref(&self) -> &str {
        // SAFETY: `map` returns only mappings whose bytes are valid UTF-8.
        unsafe { std::str::from_utf8_unchecked(self.bytes()) }
    }
}

impl TextOwner for MappedFile {
    /// Drops the whole pages inside `range` from the process's memory (they stay in the page
    /// cache): the reader has read them, and their memory would otherwise count until the file
    /// is closed. A later read of them faults the same bytes in again from the file.
    fn release(&self, range: std::ops::Range<usize>) {
        // SAFETY: `sysconf` has no preconditions.
        let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).unwrap_or(0);
        if page == 0 {
            return;
        }
        let start = range.start.min(self.len).next_multiple_of(page);
        let end = range.end.min(self.len) / page * page;
        if start < end {
            // SAFETY: `start..end` lies inside the mapping. The mapping is private, read-only
            // and never written, so `MADV_DONTNEED` changes no byte that a borrow of the text
            // reads: the pages come back from the file on the next access.
            unsafe {
                libc::madvise(self.start.as_ptr().add(start).cast(), end - start, libc::MADV_DONTNEED);
            }
        }
    }
}

impl Drop for MappedFile {
    fn drop(&mut self) {
        // SAFETY: the mapping `map` made, unmapped once; nothing borrows it past this value.
        unsafe {
            libc::munmap(self.start.as_ptr().cast(), self.len);
        }
    }
}

/// Writes `bytes` to `path` (standard output for `None` or `-`).
pub fn write_output(tool: &str, path: Option<&str>, bytes: &[u8]) -> Result<(), String> {
    let written = match path {
        Some(p) if p != "-" => std::fs::write(p, bytes),
        _ => std::io::stdout().lock().write_all(bytes),
    };
    written.map_err(|e| format!("kiln {tool}: error: cannot write output: {e}"))
}

#[cfg(test)]
mod tests {
    use super::{read_input, MAP_AT_LEAST};

    #[test]
    fn released_pages_of_a_mapped_file_read_the_same() {
        let mut content = String::new();
        let mut n = 0;
        while (content.len() as u64) < 3 * MAP_AT_LEAST {
            content.push_str(&format!("line {n}\n"));
            n += 1;
        }
        let path = std::env::temp_dir().join(format!("kiln-io-release-{}.ll", std::process::id()));
        std::fs::write(&path, &content).unwrap();
        let (_, text) = read_input("llc", path.to_str().unwrap()).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(text.as_str(), content);
        // Unaligned bounds, a range past the end and the whole text: every byte reads back.
        text.release(4097..(MAP_AT_LEAST as usize + 123));
        text.release(content.len() - 10..content.len() + (1 << 20));
        assert_eq!(text.as_str(), content);
        text.release(0..content.len());
        assert_eq!(text.as_str(), content);
    }
}
