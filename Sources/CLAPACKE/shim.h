// LAPACKE, the C interface to LAPACK (Debian: liblapacke-dev; `make deps` installs it).
#include <lapacke.h>
