#line 105 "chapters/02-particles.nw"
/* status.h: what an engine function that can refuse its input returns. */
#ifndef IMP_STATUS_H
#define IMP_STATUS_H

typedef enum imp_status {
  IMP_OK = 0,
  
#line 118 "chapters/02-particles.nw"
IMP_BAD_VALUE = 1, /* an argument outside its allowed range; nothing changed */
#line 94 "chapters/03-forces.nw"
IMP_FULL = 2, /* the caller's storage has no room for the result */
#line 670 "chapters/10-world.nw"
IMP_NOT_FINITE = 3, /* a step could not keep a body's state finite: see the step */
#line 112 "chapters/02-particles.nw"
} imp_status;

#endif
