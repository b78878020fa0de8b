// Preprocessor: #define, #ifdef/#ifndef/#else/#endif, nesting, -D macros (FROM_CMDLINE).
#define FOO
#ifdef FOO
def foo_defined;
#else
def foo_undefined;
#endif
#ifndef BAR
def bar_undefined;
  #ifdef FOO
  def nested_foo;
  #endif
#else
def bar_defined;
#endif
#ifdef FROM_CMDLINE
def cmdline_macro;
#endif
