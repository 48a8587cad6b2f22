#line 100 "chapters/02-particles.nw"
/* status.h: what an engine function that can refuse its input returns. */
#ifndef IMP_STATUS_H
#define IMP_STATUS_H

typedef enum imp_status {
  IMP_OK = 0,
  IMP_BAD_VALUE = 1 /* an argument outside its allowed range; nothing changed */
} imp_status;

#endif
