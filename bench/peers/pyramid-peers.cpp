/* bench-pyramid-peers: the pyramid of bench-pyramid (chapter 14) in Bullet:
 * unit boxes of 1 kg, 2 cm apart in a row, each row set 1 mm into the one
 * below, friction 0.6, steps of 1/60 s without substeps, 10 solver
 * iterations, no sleeping. Prints the shortest and the median step time
 * of 30 and, per contact point and iteration, the median step's time, and how far the top box
 * has moved after 10 s. Built only when pkg-config finds Bullet. */
#include <btBulletDynamicsCommon.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

namespace {
double wall_ms() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

struct Scene {
  btDefaultCollisionConfiguration configuration;
  btCollisionDispatcher dispatcher{&configuration};
  btDbvtBroadphase broadphase;
  btSequentialImpulseConstraintSolver solver;
  btDiscreteDynamicsWorld world{&dispatcher, &broadphase, &solver, &configuration};
  btStaticPlaneShape ground{btVector3(0, 1, 0), 0};
  btBoxShape box{btVector3(0.5f, 0.5f, 0.5f)};
  std::vector<btRigidBody *> bodies;
  std::vector<btDefaultMotionState *> states;

  btRigidBody *add(btCollisionShape *shape, float mass, const btVector3 &at) {
    btVector3 inertia(0, 0, 0);
    if (mass > 0) shape->calculateLocalInertia(mass, inertia);
    auto *state = new btDefaultMotionState(btTransform(btQuaternion::getIdentity(), at));
    btRigidBody::btRigidBodyConstructionInfo info(mass, state, shape, inertia);
    info.m_friction = 0.6f;
    auto *body = new btRigidBody(info);
    body->setActivationState(DISABLE_DEACTIVATION);
    world.addRigidBody(body);
    bodies.push_back(body);
    states.push_back(state);
    return body;
  }

  ~Scene() {
    for (btRigidBody *b : bodies) world.removeRigidBody(b), delete b;
    for (auto *s : states) delete s;
  }
};

int contact_points(btDispatcher &d) {
  int points = 0;
  for (int i = 0; i < d.getNumManifolds(); i++)
    points += d.getManifoldByIndexInternal(i)->getNumContacts();
  return points;
}
} // namespace

int main() {
  std::printf("%5s %6s %7s %12s %15s %16s %14s\n", "base", "boxes", "points", "step min ms",
              "step median ms", "ns/point/iter", "top moved (m)");
  for (long base : {20L, 40L}) {
    Scene scene;
    scene.world.setGravity(btVector3(0, -9.81f, 0));
    scene.world.getSolverInfo().m_numIterations = 10;
    scene.add(&scene.ground, 0, btVector3(0, 0, 0));
    btRigidBody *top = nullptr;
    const float pitch = 1.02f, depth = 0.001f;
    for (long row = 0; row < base; row++)
      for (long k = 0; k < base - row; k++) {
        float x = pitch * ((float)k - 0.5f * (float)(base - row - 1));
        float y = 0.5f + (1.0f - depth) * (float)row - depth;
        top = scene.add(&scene.box, 1.0f, btVector3(x, y, 0));
      }
    btVector3 start = top->getCenterOfMassPosition();
    std::vector<double> ms;
    for (int n = 0; n < 600; n++) {
      double t0 = wall_ms();
      scene.world.stepSimulation(1.0f / 60.0f, 0, 1.0f / 60.0f);
      if (n >= 60 && n < 90) ms.push_back(wall_ms() - t0);
    }
    std::sort(ms.begin(), ms.end());
    int points = contact_points(scene.dispatcher);
    double median = ms[ms.size() / 2];
    double moved = (top->getCenterOfMassPosition() - start).length();
    std::printf("%5ld %6ld %7d %12.3f %15.3f %16.1f %14.4f\n", base, base * (base + 1) / 2,
                points, ms.front(), median, 1e6 * median / (points * 10.0), moved);
  }
  return 0;
}
