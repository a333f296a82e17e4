// The 3D viewer (content §3.10), loaded only when a reader opens a model: a three.js scene with
// soft lights, orbit controls (drag to turn, wheel to zoom), a camera fitted to the model's bounds
// and a slow automatic turn the reader can stop.
import { THREE_D_TEXTS } from "@textbook/shared";
import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { disposeObject, loadModel } from "./load-model.ts";
import { ViewerError } from "./model-error.ts";

export interface ModelViewer {
  setAutoRotate(on: boolean): void;
  /** Back to the fitted view. */
  reset(): void;
  dispose(): void;
}

const BACKGROUND = 0xf4f7f8;

function createRenderer(canvas: HTMLCanvasElement): WebGLRenderer {
  try {
    // The drawing buffer is kept so the picture can be read back (a screenshot, a test's pixels).
    return new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  } catch {
    throw new ViewerError(THREE_D_TEXTS.threeD.noWebgl);
  }
}

/** Shows the model in `bytes` on a canvas filling `container`; a ViewerError says why it cannot. */
export async function showModel(
  container: HTMLElement,
  bytes: Uint8Array,
  name: string,
): Promise<ModelViewer> {
  const model = await loadModel(bytes, name);
  const canvas = document.createElement("canvas");
  canvas.className = "tb-model-viewer__canvas";
  let renderer: WebGLRenderer;
  try {
    renderer = createRenderer(canvas);
  } catch (error) {
    model.release();
    disposeObject(model.object);
    throw error;
  }
  container.append(canvas);
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const scene = new Scene();
  scene.background = new Color(BACKGROUND);
  // Soft enough that a plain white model (an OBJ without materials) keeps its faces apart.
  scene.add(new AmbientLight(0xffffff, 0.3), new HemisphereLight(0xffffff, 0x6f7f86, 0.9));
  const sun = new DirectionalLight(0xffffff, 1.2);
  sun.position.set(3, 5, 4);
  scene.add(sun);

  // The model is moved so its centre is the origin, and the camera set back far enough to see it whole.
  const bounds = new Box3().setFromObject(model.object);
  const size = bounds.getSize(new Vector3());
  const centre = bounds.getCenter(new Vector3());
  model.object.position.sub(centre);
  scene.add(model.object);
  const radius = Math.max(size.length() / 2, 1e-3);
  const camera = new PerspectiveCamera(45, 1, radius / 100, radius * 100);
  const distance = radius / Math.sin((camera.fov * Math.PI) / 360);
  const home = new Vector3(1, 0.7, 1.2).normalize().multiplyScalar(distance * 1.3);
  camera.position.copy(home);

  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = true;
  controls.autoRotate = true;
  controls.autoRotateSpeed = 2;
  controls.minDistance = radius / 10;
  controls.maxDistance = radius * 20;

  const resize = () => {
    const width = Math.max(container.clientWidth, 1);
    const height = Math.max(container.clientHeight, 1);
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(container);
  resize();
  renderer.setAnimationLoop(() => {
    controls.update();
    renderer.render(scene, camera);
  });

  return {
    setAutoRotate(on) {
      controls.autoRotate = on;
    },
    reset() {
      camera.position.copy(home);
      controls.target.set(0, 0, 0);
      controls.update();
    },
    dispose() {
      renderer.setAnimationLoop(null);
      observer.disconnect();
      controls.dispose();
      disposeObject(model.object);
      model.release();
      renderer.dispose();
      canvas.remove();
    },
  };
}
