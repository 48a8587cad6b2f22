#line 81 "chapters/10-world.nw"
/* world.h: the world that owns bodies, shapes and contacts, and its step
 * (chapter 10). */
#ifndef IMP_WORLD_H
#define IMP_WORLD_H

#include <imp/aabb.h>
#include <imp/body.h>
#include <imp/broadphase.h>
#include <imp/collide.h>
#include <imp/status.h>
#include <imp/transform.h>
#include <imp/tree.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define IMP_NONE UINT32_MAX /* no body, shape or contact */

#line 109 "chapters/10-world.nw"
typedef struct imp_world_shape {
  imp_shape shape;         /* chapter 8's geometry, in its own frame */
  uint32_t body;           /* the index of the body it sits on */
  uint32_t next;           /* the body's next shape, or IMP_NONE */
  imp_transform local;     /* its frame in the body's frame */
  imp_transform transform; /* its frame in the world, as of the last bounds stage */
  float friction;          /* coefficient of friction, >= 0 */
  float restitution;       /* in [0, 1] */
} imp_world_shape;

typedef struct imp_contact {
  uint32_t shape[2];       /* shape[0] < shape[1]: the key of the contact */
  uint32_t body[2];        /* the bodies they sit on */
  float friction;          /* the shapes' coefficients, mixed */
  float restitution;
  imp_manifold manifold;   /* normal from shape[0] towards shape[1] */
} imp_contact;
#line 137 "chapters/10-world.nw"
typedef struct imp_world imp_world;
/* The resolve stage: changes the velocities (and positions) of the bodies
 * of w's contacts so that they stop approaching and overlapping. */
typedef void (*imp_resolve_fn)(imp_world *w, float dt);

typedef struct imp_resolver {
  const char *name;        /* as an experiment's parameter takes it */
  imp_resolve_fn resolve;
  bool recommended;        /* its chapter's verdict: the world's default */
} imp_resolver;

typedef struct imp_world_def {
  uint32_t body_capacity;    /* bodies the world can hold */
  uint32_t shape_capacity;   /* shapes */
  uint32_t pair_capacity;    /* overlapping pairs of boxes in one step */
  uint32_t contact_capacity; /* touching pairs of shapes in one step */
  float margin;              /* m: how far a shape's box reaches beyond it */
  int iterations;            /* passes a resolver makes over the contacts */
  imp_gyroscopic gyroscopic; /* chapter 6's treatment of the gyroscopic term */
  imp_resolve_fn resolve;    /* the resolve stage */
  const void *resolve_settings; /* the resolver's own, or NULL: its defaults */
#line 771 "chapters/10-world.nw"
  /* (none in this chapter) */
#line 403 "chapters/15-joints.nw"
  uint32_t joint_capacity;   /* joints (chapter 15); 0 by default */
#line 159 "chapters/10-world.nw"
} imp_world_def;
#line 168 "chapters/10-world.nw"
struct imp_world {
  imp_world_def def;
  imp_resolve_fn resolve;     /* the resolve stage, def.resolve to begin with */
  const void *resolve_settings; /* what it reads, def.resolve_settings at first */
  long resolve_used[2];       /* its work in the last step, counted its own way */
  /* bodies: chapter 6's, and beside them what only the world keeps of each */
  imp_body *bodies;
  uint32_t body_count;
#line 197 "chapters/10-world.nw"
  uint32_t *first_shape;      /* each body's first shape, or IMP_NONE */
  vec3 *displacement;         /* m: how far the resolver has moved each body */
  vec3 *acceleration;         /* m/s^2: each body's linear acceleration in this
                                 step's velocity stage, forces included */
#line 1259 "chapters/12-resting.nw"
  uint32_t *island, *island_start, *island_count; /* the friction stage's islands */
  vec3 *entry_velocity;       /* m/s: each body's velocity when the friction */
  vec3 *entry_spin;           /* rad/s:   stage's velocity pass began */
  float *motion;              /* J/kg: each body's average motion, < 0 unmeasured */
  float *still;               /* s: how long the average has stayed below the threshold */
  bool *awake;                /* false while the body sleeps (chapter 12) */
#line 681 "chapters/14-solver.nw"
  struct imp_solver_point *solver_points; /* chapter 14: 4 per contact */
  uint32_t solver_point_count;
  struct imp_solver_body *solver_bodies; /* chapter 14: the sweeps' velocities */
  uint32_t *joined_bodies;    /* the bodies later chapters' joints move, listed each step */
  uint32_t *body_island;      /* each body's island: its root body (chapter 14) */
  uint32_t *body_level;       /* contacts between it and the ground (chapter 14) */
  bool *island_awake;         /* per root: some body of the island is awake */
#line 1299 "chapters/14-solver.nw"
  versor *unit_orientation;   /* each body's quaternion normalised (chapter 14) */
  bool *turned;               /* moved by this step's position pass (chapter 14) */
#line 3190 "chapters/14-solver.nw"
  struct imp_solver_bundle *solver_bundles; /* chapter 14: four contacts side by side */
  uint32_t *body_colours;      /* bit c: a contact of colour c moves this body */
  uint32_t *contact_colour;    /* each contact's colour, this step */
  uint32_t *coloured_contacts; /* each contact's first point, colour by colour */
#line 447 "chapters/15-joints.nw"
  struct imp_joint *joints;   /* chapter 15: joint_capacity of them */
  uint32_t joint_count;
  uint32_t *first_joint;      /* each body's first joint (2 j + side), or IMP_NONE */
#line 212 "chapters/16-which-solver.nw"
  struct imp_soft_point *soft_points; /* chapter 16: 4 per contact */
  uint32_t soft_point_count;
  vec3 *soft_start;            /* each body's position when the stage began */
  bool soft_moved;             /* the stage "soft" has moved this step's bodies */
#line 865 "chapters/16-which-solver.nw"
  uint32_t *jacobi_points;     /* chapter 16: points on each moving body */
  float *jacobi_weight;        /* chapter 16: each point's omega */
  vec3 *jacobi_change;         /* chapter 16: each point's change in a sweep */
#line 177 "chapters/10-world.nw"
  /* shapes, and their boxes grown by the margin, the broad phase's input */
  imp_world_shape *shapes;
  imp_aabb *boxes;
  uint32_t shape_count;
  /* the broad phase (chapter 9's tree), and this step's pairs of shapes,
   * sorted by key */
  imp_tree tree;
  imp_tree_pair *kept;       /* the tree's pairs kept between steps (chapter 9) */
  imp_pair *pairs, *sorting; /* sorting: scratch room for sorting them */
  uint32_t pair_count;
  /* this step's contacts and the last step's, each sorted by key */
  imp_contact *contacts, *previous;
  uint32_t contact_count, previous_count;
#line 372 "chapters/10-world.nw"
  /* (a later chapter's resolver keeps its own beside each contact) */
#line 1291 "chapters/12-resting.nw"
  uint32_t *contact_island, *island_order; /* the friction stage's islands */
#line 191 "chapters/10-world.nw"
  uint64_t steps;             /* steps taken */
  uint32_t bad_body;          /* the first body the last step could not move, or IMP_NONE */
};
#line 207 "chapters/10-world.nw"
/* The defaults: room for 1,024 bodies and shapes, 8,192 pairs and 4,096
 * contacts; a margin of 5 cm; 8 iterations; the implicit gyroscopic
 * term; the recommended resolver (imp_resolver_default), with its defaults. */
void imp_world_def_init(imp_world_def *dest);
/* Bytes of memory a world of this definition needs (0 if def is refused). */
size_t imp_world_memory(const imp_world_def *def);
/* An empty world in the caller's memory (size bytes, any alignment; it
 * belongs to the world until the caller discards both). IMP_BAD_VALUE for a
 * capacity of 0 or above 2^30, a margin not finite and >= 0, iterations
 * not in 1..1000, no resolver, or less memory than imp_world_memory asks. */
imp_status imp_world_init(const imp_world_def *def, void *memory, size_t size,
                          imp_world *dest);
#line 227 "chapters/10-world.nw"
/* Add a copy of the body (made with chapter 6's functions); *index is its
 * index. A body is dynamic (finite positive mass, positive definite
 * inertia) or static (inverse mass and inverse inertia zero: it never
 * moves). IMP_BAD_VALUE for anything else or any state that is not finite
 * (a zero quaternion included; others are normalised), IMP_FULL when the
 * world holds body_capacity bodies; either way nothing changes. */
imp_status imp_world_add_body(imp_world *w, const imp_body *body, uint32_t *index);

typedef struct imp_shape_def {
  imp_shape shape;         /* made by chapter 8's imp_shape_ functions */
  imp_transform local;     /* its frame in the body's */
  float friction;          /* >= 0 */
  float restitution;       /* in [0, 1] */
} imp_shape_def;
/* dest = the shape at the body's own frame, friction 0.5, restitution 0. */
void imp_shape_def_init(const imp_shape *shape, imp_shape_def *dest);
/* Put the shape on body `body`; *index is its index. A static body's shapes
 * are placed once, here: they do not follow the body if it is moved by hand
 * afterwards. IMP_BAD_VALUE for a body index out of range, a shape chapter 8
 * would refuse (a zero size, a zero normal), a plane on a body that is not
 * static, a local transform that is not finite, friction or restitution out
 * of range; IMP_FULL when the world holds shape_capacity shapes; either way
 * nothing changes. */
imp_status imp_world_add_shape(imp_world *w, uint32_t body, const imp_shape_def *def,
                               uint32_t *index);
/* A static body does not move: inverse mass 0. */
bool imp_world_is_static(const imp_world *w, uint32_t body);
#line 262 "chapters/10-world.nw"
/* One step of dt seconds: the stages below, in this order. IMP_BAD_VALUE,
 * nothing changed, for dt not finite and positive; IMP_NOT_FINITE when a
 * dynamic body could not be moved to a finite state (w->bad_body is the
 * first; it was left as it was, the others were stepped); IMP_FULL when
 * this step had more pairs or contacts than the world has room for (the
 * step is taken with those that fit: build a larger world). */
imp_status imp_world_step(imp_world *w, float dt);
/* The stages, each callable alone (a benchmark times them). */
void imp_world_integrate_velocities(imp_world *w, float dt);
imp_status imp_world_find_pairs(imp_world *w);  /* bounds and broad phase */
imp_status imp_world_collide(imp_world *w);     /* narrow phase */
void imp_world_match_contacts(imp_world *w);    /* impulses carried over */
void imp_world_integrate_positions(imp_world *w, float dt);
#line 281 "chapters/10-world.nw"
/* Chapter 10's resolver: each contact as a particle contact between the
 * centres of mass, ignoring rotation. */
void imp_resolve_centres(imp_world *w, float dt);
/* The resolvers the chapters define, in chapter order, ending with
 * {NULL, NULL}; their names alone, ending with NULL. */
extern const imp_resolver imp_resolvers[];
extern const char *const imp_resolver_names[];
/* The resolver of that name, or NULL. */
const imp_resolver *imp_resolver_named(const char *name);
/* The world's default: the last resolver of the table marked recommended. */
const imp_resolver *imp_resolver_default(void);
#line 296 "chapters/10-world.nw"
/* Sums over the dynamic bodies: kinetic energy (J), potential energy
 * -m g.x for a uniform field g (J), linear momentum (kg m/s). */
double imp_world_kinetic_energy(const imp_world *w);
double imp_world_potential_energy(const imp_world *w, const vec3 gravity);
void imp_world_linear_momentum(const imp_world *w, vec3 dest);

#line 102 "chapters/10-world.nw"
#endif
