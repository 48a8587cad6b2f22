/* The Bullet side of bench-collide-peers: shapes and objects built once, then
 * one call of Bullet's default collision algorithm for the pair per config.
 * A C interface, so that the benchmark's C code poses everything. */
#include <btBulletCollisionCommon.h>

#include <vector>

namespace {
struct Pair {
  btCollisionShape *shape[2];
  btCollisionObject object[2];
};
btDefaultCollisionConfiguration *configuration;
btCollisionDispatcher *dispatcher;
std::vector<Pair> pairs;

btCollisionShape *make_shape(int kind, const float *p) {
  switch (kind) {
  case 0: return new btSphereShape(p[0]);
  case 1: return new btCapsuleShape(p[0], 2.0f * p[1]); /* along y, as ours */
  case 2: return new btBoxShape(btVector3(p[0], p[1], p[2]));
  default: return new btStaticPlaneShape(btVector3(p[0], p[1], p[2]), p[3]);
  }
}
} // namespace

extern "C" void peer_bullet_prepare(int count) {
  if (!configuration) {
    configuration = new btDefaultCollisionConfiguration();
    dispatcher = new btCollisionDispatcher(configuration);
  }
  for (Pair &p : pairs) delete p.shape[0], delete p.shape[1];
  pairs.clear();
  pairs.resize((size_t)count);
}

/* Body i of pair n: kind, shape parameters, position, quaternion (x,y,z,w). */
extern "C" void peer_bullet_set(int n, int i, int kind, const float *params,
                                const float *position, const float *quat) {
  Pair &p = pairs[(size_t)n];
  p.shape[i] = make_shape(kind, params);
  btTransform t(btQuaternion(quat[0], quat[1], quat[2], quat[3]),
                btVector3(position[0], position[1], position[2]));
  p.object[i].setCollisionShape(p.shape[i]);
  p.object[i].setWorldTransform(t);
}

/* One collision of pair n by the dispatcher's algorithm: returns whether a
 * point at zero or negative distance was found, and its depth in *depth. */
extern "C" int peer_bullet_collide(int n, float *depth) {
  Pair &p = pairs[(size_t)n];
  btCollisionObjectWrapper w0(0, p.shape[0], &p.object[0], p.object[0].getWorldTransform(), -1, -1);
  btCollisionObjectWrapper w1(0, p.shape[1], &p.object[1], p.object[1].getWorldTransform(), -1, -1);
  btCollisionAlgorithm *algorithm =
      dispatcher->findAlgorithm(&w0, &w1, 0, BT_CONTACT_POINT_ALGORITHMS);
  btManifoldResult result(&w0, &w1);
  btDispatcherInfo info;
  algorithm->processCollision(&w0, &w1, info, &result);
  int touching = 0;
  *depth = 0.0f;
  btPersistentManifold *m = result.getPersistentManifold();
  if (m) {
    for (int k = 0; k < m->getNumContacts(); k++)
      if (m->getContactPoint(k).getDistance() <= 0.0f) {
        touching = 1;
        if (-m->getContactPoint(k).getDistance() > *depth)
          *depth = -m->getContactPoint(k).getDistance();
      }
    m->clearManifold();
  }
  algorithm->~btCollisionAlgorithm();
  dispatcher->freeCollisionAlgorithm(algorithm);
  return touching;
}
