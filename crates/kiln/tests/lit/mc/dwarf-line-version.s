# The line table of `.file`/`.loc`: DWARF 4 by default, as llvm-mc writes it (directories and
# file names inline, no `.debug_line_str`); `-dwarf-version=5`, or a `.file 0` in the input,
# gives version 5. kiln mc writes only versions 4 and 5.
# RUN: kiln mc -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-line %t.o | FileCheck %s --check-prefix=V4
# RUN: kiln mc -filetype=obj %s -o %t.o && llvm-readelf -S %t.o | FileCheck %s --check-prefix=SECTIONS
# RUN: kiln mc -filetype=obj -dwarf-version=5 %s -o %t.o && llvm-dwarfdump --debug-line %t.o | FileCheck %s --check-prefix=V5
# RUN: sed 's/^#FILE0 //' %s | kiln mc -filetype=obj - -o %t.o && llvm-dwarfdump --debug-line %t.o | FileCheck %s --check-prefix=V5
# RUN: not kiln mc -dwarf-version=3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

#FILE0 .file 0 "/work" "main.c"
	.file	1 "/src/lib" "a.c"
	.file	2 "b.h"
	.text
f:
	.loc	1 3 0
	pushq	%rbp
	.loc	1 4 5 prologue_end
	movl	$1, %eax
	.loc	2 7 1
	popq	%rbp
	retq

# V4: version: 4
# V4: include_directories[  1] = "/src/lib"
# V4: file_names[  1]:
# V4-NEXT: name: "a.c"
# V4-NEXT: dir_index: 1
# V4: file_names[  2]:
# V4-NEXT: name: "b.h"
# V4-NEXT: dir_index: 0
# V4: 0x0000000000000000 3 0 1 0 0 is_stmt
# V4-NEXT: 0x0000000000000001 4 5 1 0 0 is_stmt prologue_end
# V4-NEXT: 0x0000000000000006 7 1 2 0 0 is_stmt
# V4-NEXT: 0x0000000000000008 7 1 2 0 0 is_stmt end_sequence

# SECTIONS: .debug_line
# SECTIONS-NOT: .debug_line_str

# V5: version: 5

# BAD: error: unsupported -dwarf-version '3' (kiln writes DWARF 4 and 5)
