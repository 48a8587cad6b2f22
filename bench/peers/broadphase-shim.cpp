/* The Bullet side of bench-broadphase-peers: one of Bullet's broad phases,
 * btDbvtBroadphase (its dynamic tree) or bt32BitAxisSweep3 (its sweep and
 * prune on three axes), fed the same boxes as ours. A C interface, so that
 * the benchmark's C code poses everything. */
#include <btBulletCollisionCommon.h>

#include <vector>

namespace {
btDefaultCollisionConfiguration *configuration;
btCollisionDispatcher *dispatcher;
btBroadphaseInterface *broadphase;
std::vector<btBroadphaseProxy *> proxies;

btVector3 v(const float *p) { return btVector3(p[0], p[1], p[2]); }
} // namespace

/* Bullet's collision configuration and dispatcher, made once: they are not
 * part of a broad phase, and their first allocation is not timed. */
extern "C" void peer_bp_prepare(void) {
  if (!configuration) {
    configuration = new btDefaultCollisionConfiguration();
    dispatcher = new btCollisionDispatcher(configuration);
  }
}

/* Start a broad phase of kind 0 (btDbvtBroadphase) or 1 (bt32BitAxisSweep3
 * over the world box [lo, hi]) with count boxes, given as min and max
 * corners (3 floats each). */
extern "C" void peer_bp_start(int kind, int count, const float *mins, const float *maxs,
                              const float *lo, const float *hi) {
  peer_bp_prepare();
  if (kind == 0)
    broadphase = new btDbvtBroadphase();
  else
    broadphase = new bt32BitAxisSweep3(v(lo), v(hi), (unsigned)count + 2);
  proxies.resize((size_t)count);
  for (int i = 0; i < count; i++)
    proxies[(size_t)i] = broadphase->createProxy(v(mins + 3 * i), v(maxs + 3 * i),
                                                 BOX_SHAPE_PROXYTYPE, (void *)(size_t)i,
                                                 btBroadphaseProxy::DefaultFilter,
                                                 btBroadphaseProxy::AllFilter, dispatcher);
  broadphase->calculateOverlappingPairs(dispatcher);
}

/* One step: every box set anew, then the pairs updated. */
extern "C" void peer_bp_step(int count, const float *mins, const float *maxs) {
  for (int i = 0; i < count; i++)
    broadphase->setAabb(proxies[(size_t)i], v(mins + 3 * i), v(maxs + 3 * i), dispatcher);
  broadphase->calculateOverlappingPairs(dispatcher);
}

/* The pairs Bullet holds: writes up to capacity (first, second) indices,
 * returns how many there are. */
extern "C" int peer_bp_pairs(unsigned *pairs, int capacity) {
  btOverlappingPairCache *cache = broadphase->getOverlappingPairCache();
  int total = cache->getNumOverlappingPairs();
  btBroadphasePair *all = cache->getOverlappingPairArray().size() ? &cache->getOverlappingPairArray()[0] : 0;
  for (int p = 0; p < total && p < capacity; p++) {
    unsigned a = (unsigned)(size_t)all[p].m_pProxy0->m_clientObject;
    unsigned b = (unsigned)(size_t)all[p].m_pProxy1->m_clientObject;
    pairs[2 * p] = a < b ? a : b;
    pairs[2 * p + 1] = a < b ? b : a;
  }
  return total;
}

extern "C" void peer_bp_stop(void) {
  for (btBroadphaseProxy *p : proxies) broadphase->destroyProxy(p, dispatcher);
  proxies.clear();
  delete broadphase;
  broadphase = 0;
}
