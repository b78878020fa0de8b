//! Memory for JIT-compiled code and data: one anonymous mapping per linked image, readable
//! and writable while the linker copies sections in and applies relocations, then flipped
//! page range by page range to its final protection (code read+execute, constants read-only,
//! data read+write). No page is ever writable and executable at once.

use std::ptr::NonNull;

/// The final protection of a range of an image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protection {
    ReadExecute,
    ReadOnly,
    ReadWrite,
}

impl Protection {
    fn flags(self) -> libc::c_int {
        match self {
            Protection::ReadExecute => libc::PROT_READ | libc::PROT_EXEC,
            Protection::ReadOnly => libc::PROT_READ,
            Protection::ReadWrite => libc::PROT_READ | libc::PROT_WRITE,
        }
    }
}

/// The system page size.
pub fn page_size() -> u64 {
    // SAFETY: sysconf has no preconditions.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if size > 0 {
        size as u64
    } else {
        4096
    }
}

/// An anonymous private mapping, unmapped on drop. Created read+write.
pub struct Region {
    base: NonNull<u8>,
    len: usize,
    /// Set once [`Region::protect`] has run: the contents may no longer be written through
    /// [`Region::bytes_mut`].
    sealed: bool,
}

impl Region {
    /// Maps `len` bytes (rounded up to whole pages; at least one page), zero-filled.
    pub fn map(len: u64) -> Result<Region, String> {
        let page = page_size();
        let len = len.max(1).div_ceil(page) * page;
        let len = usize::try_from(len).map_err(|_| format!("cannot map {len} bytes"))?;
        // SAFETY: an anonymous private mapping at an address of the kernel's choice.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if p == libc::MAP_FAILED {
            return Err(format!("cannot map {len} bytes of JIT memory: {}", std::io::Error::last_os_error()));
        }
        let base = NonNull::new(p as *mut u8).ok_or("mmap returned a null mapping")?;
        Ok(Region { base, len, sealed: false })
    }

    pub fn address(&self) -> u64 {
        self.base.as_ptr() as u64
    }

    pub fn len(&self) -> u64 {
        self.len as u64
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The whole region, writable; only before [`Region::protect`].
    pub fn bytes_mut(&mut self) -> Result<&mut [u8], String> {
        if self.sealed {
            return Err("JIT memory is no longer writable once protected".to_string());
        }
        // SAFETY: the mapping is `len` bytes, readable and writable, and owned by `self`.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.base.as_ptr(), self.len) })
    }

    /// Gives the page-aligned range `offset..offset + len` its final protection; the region
    /// is sealed against further writes through [`Region::bytes_mut`].
    pub fn protect(&mut self, offset: u64, len: u64, prot: Protection) -> Result<(), String> {
        self.sealed = true;
        if len == 0 {
            return Ok(());
        }
        let page = page_size();
        if !offset.is_multiple_of(page) || offset + len > self.len as u64 {
            return Err(format!("protection range {offset:#x}+{len:#x} is not page-aligned inside the region"));
        }
        let len = len.div_ceil(page) * page;
        // SAFETY: the range lies inside our own mapping.
        let rc = unsafe { libc::mprotect(self.base.as_ptr().add(offset as usize) as *mut libc::c_void, len as usize, prot.flags()) };
        if rc != 0 {
            return Err(format!("mprotect of JIT memory failed: {}", std::io::Error::last_os_error()));
        }
        Ok(())
    }
}

impl Drop for Region {
    fn drop(&mut self) {
        // SAFETY: unmapping exactly the mapping this region created.
        unsafe {
            libc::munmap(self.base.as_ptr() as *mut libc::c_void, self.len);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The permission letters of the mapping that contains `addr`, from /proc/self/maps.
    fn permissions(addr: u64) -> String {
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        for line in maps.lines() {
            let mut parts = line.split_whitespace();
            let range = parts.next().unwrap();
            let perms = parts.next().unwrap();
            let (lo, hi) = range.split_once('-').unwrap();
            let (lo, hi) = (u64::from_str_radix(lo, 16).unwrap(), u64::from_str_radix(hi, 16).unwrap());
            if (lo..hi).contains(&addr) {
                return perms[..3].to_string();
            }
        }
        panic!("address {addr:#x} is not mapped");
    }

    #[test]
    fn regions_start_writable_and_end_with_their_final_protection() {
        let page = page_size();
        let mut r = Region::map(3 * page).unwrap();
        assert_eq!(r.len(), 3 * page);
        assert_eq!(permissions(r.address()), "rw-");
        r.bytes_mut().unwrap()[0] = 0xc3;
        r.protect(0, page, Protection::ReadExecute).unwrap();
        r.protect(page, page, Protection::ReadOnly).unwrap();
        r.protect(2 * page, page, Protection::ReadWrite).unwrap();
        assert_eq!(permissions(r.address()), "r-x");
        assert_eq!(permissions(r.address() + page), "r--");
        assert_eq!(permissions(r.address() + 2 * page), "rw-");
        assert!(r.bytes_mut().is_err(), "a protected region is sealed");
        assert!(r.protect(1, page, Protection::ReadOnly).is_err());
    }

    #[test]
    fn sizes_round_up_to_pages() {
        let r = Region::map(1).unwrap();
        assert_eq!(r.len(), page_size());
        assert!(!r.is_empty());
    }
}
