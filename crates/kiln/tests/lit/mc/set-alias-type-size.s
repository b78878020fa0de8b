# A `.set` alias without `.type` or `.size` of its own takes the type and size of the symbol
# it names, through chains of aliases, with the nearest `.size` along a plain chain winning
# (as llvm-mc and GNU as write them); the symbol table is compared with llvm-mc's.
# RUN: kiln mc -filetype=obj %s -o %t.kiln.o && llvm-mc -filetype=obj %s -o %t.llvm.o \
# RUN:   && llvm-readelf -s %t.kiln.o > %t.kiln.txt && llvm-readelf -s %t.llvm.o > %t.llvm.txt \
# RUN:   && cmp %t.kiln.txt %t.llvm.txt
# RUN: llvm-readelf -s %t.kiln.o | FileCheck %s

	.text
	.type	f,@function
f:
	retq
	.size	f, .-f

	.data
	.type	a,@object
a:
	.long	1
	.long	2
	.size	a, 8

	.globl	b
	.set	b, a
	.set	c, b
	.size	c, 2
	.set	d, c
	.set	e, a+4
	.type	e,@function
	.set	g, f
	.set	h, 42

# CHECK-DAG: 8 OBJECT  LOCAL  DEFAULT {{.*}} a
# CHECK-DAG: 2 OBJECT  LOCAL  DEFAULT {{.*}} c
# CHECK-DAG: 2 OBJECT  LOCAL  DEFAULT {{.*}} d
# CHECK-DAG: 8 FUNC    LOCAL  DEFAULT {{.*}} e
# CHECK-DAG: 1 FUNC    LOCAL  DEFAULT {{.*}} g
# CHECK-DAG: 0 NOTYPE  LOCAL  DEFAULT   ABS h
# CHECK-DAG: 8 OBJECT  GLOBAL DEFAULT {{.*}} b
