#line 2632 "chapters/09-broadphase.nw"
/* tree.h: the dynamic AABB tree of chapter 9. */
#ifndef IMP_TREE_H
#define IMP_TREE_H

#include <imp/aabb.h>
#include <imp/broadphase.h> /* imp_pair */
#include <imp/status.h>
#include <stddef.h>
#include <stdint.h>

#line 2649 "chapters/09-broadphase.nw"
#define IMP_TREE_NONE UINT32_MAX /* no node */

typedef struct imp_tree_node {
  imp_aabb box;       /* a leaf's fat box; the union of the children's above */
  imp_aabb tight;     /* a leaf's box as last given; unused above */
  uint32_t parent;    /* IMP_TREE_NONE at the root */
  uint32_t child[2];  /* an inner node's; at a leaf, child[0] is its box's
                         index; child[0] links the free nodes */
  int32_t height;     /* 0 at a leaf, 1 + the children's larger above */
} imp_tree_node;

#line 4050 "chapters/09-broadphase.nw"
typedef struct imp_tree_pair {
  uint32_t first, second; /* leaves, first < second, whose fat boxes overlap */
  uint32_t state;         /* bit 0: their given boxes overlap; bit 1: did so
                             at the update before; bit 2: their fat boxes do */
} imp_tree_pair;

#line 2662 "chapters/09-broadphase.nw"
typedef struct imp_tree {
  imp_tree_node *nodes; /* the caller's 2 * capacity nodes, leaves first */
  size_t capacity;      /* boxes it has room for */
  size_t count;         /* boxes given to the last update */
  uint32_t root, free;  /* the root, the first free inner node */
  float margin;         /* m: the leaves' fat boxes are the boxes grown by it */
  
#line 4061 "chapters/09-broadphase.nw"
imp_tree_pair *kept;  /* NULL, or the kept pairs, sorted (the text) */
imp_tree_pair *spare; /* the other half of the storage */
size_t kept_capacity, kept_count;
unsigned index_bits;  /* bits of the largest leaf index, for the sort */
#line 2669 "chapters/09-broadphase.nw"
  /* what the last update and the last query did */
  bool reshape_due;     /* the shape is to be rebuilt at the next update */
  uint64_t reinserted;  /* leaves (re)inserted by the update */
  uint64_t candidates;  /* pairs of leaves whose fat boxes overlap */
  bool by_grid;         /* the last search for all pairs went through the grid */
} imp_tree;
#line 2678 "chapters/09-broadphase.nw"
/* Use storage, 2 * capacity nodes owned by the caller, for up to capacity
 * boxes with fat boxes grown by margin (m). IMP_BAD_VALUE for a margin
 * negative or not finite, a capacity above 2^31 - 1, or no storage. */
imp_status imp_tree_init(imp_tree *tree, imp_tree_node *storage, size_t capacity,
                         float margin);
/* Take the current boxes[0..count): re-insert each box that left its fat
 * box, insert new ones, remove those beyond count (or, when more than a
 * thirty-second left or are new, renew the tree from all). IMP_FULL if count
 * exceeds the capacity, IMP_BAD_VALUE if a box is not valid; either way
 * nothing changes. */
imp_status imp_tree_update(imp_tree *tree, const imp_aabb *boxes, size_t count);
/* The leaf that holds box index of the last update: a node below
 * tree->count, or IMP_TREE_NONE if index >= tree->count. */
uint32_t imp_tree_leaf(const imp_tree *tree, size_t index);
/* The pairs of overlapping boxes of the last update, with the contract of
 * imp_broadphase_pairs (each once, smaller index first, IMP_FULL and the
 * count when the buffer is too small), in the order of the tree. */
imp_status imp_tree_pairs(imp_tree *tree, imp_pair *pairs, size_t capacity,
                          size_t *found);
#line 4068 "chapters/09-broadphase.nw"
/* Keep the pairs between updates in storage, 2 * capacity pairs owned by
 * the caller, starting from the current tree; the pairs are then listed in
 * order. IMP_FULL if more than capacity pairs of fat boxes overlap (their
 * count in tree->candidates), and the tree keeps none; storage NULL and
 * capacity 0 stop keeping. With capacity at least some five pairs per box
 * (the text), all pairs are found through a grid, else by a walk. */
imp_status imp_tree_keep_pairs(imp_tree *tree, imp_tree_pair *storage, size_t capacity);
/* The pairs that began and that ended to overlap at the last update, each
 * list with the contract of imp_tree_pairs. IMP_BAD_VALUE if the tree keeps
 * no pairs. */
imp_status imp_tree_changes(const imp_tree *tree, imp_pair *begun, size_t begun_capacity,
                            size_t *begun_found, imp_pair *ended, size_t ended_capacity,
                            size_t *ended_found);

#line 2645 "chapters/09-broadphase.nw"
#endif
