import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEMO_FLOW_KEY, DEMO_FLOW_PROJECT_ID, blankDesign, demoDesign } from './demoFlowProject';
import type {
  FlowCallLogEntry,
  FlowDesign,
  FlowProject,
  FlowUserState,
  FlowVersion,
} from './flowTypes';

/** Calls the page's log keeps, newest first. */
const MAX_LOG = 50;

interface Saved {
  projects: FlowProject[];
}

/**
 * The flow platform's side of the world: its projects (each with a Dialog
 * API key, a development version the page edits and a published production
 * version), each user's conversation state and the log of API calls. The
 * projects are kept in a JSON file between runs; states and the log are not.
 */
export class FlowWorld {
  private readonly projects = new Map<string, FlowProject>();
  private readonly states = new Map<string, FlowUserState>();
  private readonly log: FlowCallLogEntry[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as Saved;
      for (const project of saved.projects) this.projects.set(project.id, project);
    }
  }

  /**
   * The demo project (published), unless it is kept from an earlier run;
   * `imageBase` is the stand-in's origin, which serves its pictures.
   */
  seedDemo(imageBase: string): void {
    if (this.projects.has(DEMO_FLOW_PROJECT_ID)) return;
    const design = demoDesign(imageBase);
    const version = newVersion(design);
    this.projects.set(DEMO_FLOW_PROJECT_ID, {
      id: DEMO_FLOW_PROJECT_ID,
      name: 'Trailhead Outfitters',
      kind: 'chat',
      apiKey: DEMO_FLOW_KEY,
      development: version,
      production: { ...newVersion(structuredClone(design)), savedAt: version.savedAt },
    });
  }

  allProjects(): FlowProject[] {
    return [...this.projects.values()];
  }

  project(id: string): FlowProject | undefined {
    return this.projects.get(id);
  }

  byKey(apiKey: string): FlowProject | undefined {
    return this.allProjects().find((project) => project.apiKey === apiKey);
  }

  createProject(name: string, kind: 'chat' | 'voice'): FlowProject {
    const id = randomBytes(12).toString('hex');
    const project: FlowProject = {
      id,
      name: name.trim().slice(0, 80) || 'Untitled project',
      kind,
      apiKey: `VF.DM.${id}.${randomBytes(12).toString('base64url').slice(0, 16)}`,
      development: newVersion(blankDesign()),
      production: null,
    };
    this.projects.set(id, project);
    this.changed();
    return project;
  }

  /** Saves the page's edit as the development version; `publish` also makes it production. */
  saveDesign(project: FlowProject, design: FlowDesign, publish: boolean): void {
    project.development = { ...project.development, design, savedAt: Date.now() };
    if (publish) project.production = newVersion(structuredClone(design));
    this.changed();
  }

  /** A new key; the old one stops working at once. */
  rotateKey(project: FlowProject): void {
    project.apiKey = `VF.DM.${project.id}.${randomBytes(12).toString('base64url').slice(0, 16)}`;
    this.changed();
  }

  /** 'development', 'production' or a version id; undefined when it names no version here. */
  version(project: FlowProject, versionID: string): FlowVersion | null | undefined {
    if (versionID === 'development') return project.development;
    if (versionID === 'production') return project.production;
    if (versionID === project.development.id) return project.development;
    if (versionID === project.production?.id) return project.production;
    return undefined;
  }

  state(project: FlowProject, userID: string): FlowUserState | null {
    return this.states.get(`${project.id}/${userID}`) ?? null;
  }

  setState(project: FlowProject, userID: string, state: FlowUserState | null): void {
    if (state) this.states.set(`${project.id}/${userID}`, state);
    else this.states.delete(`${project.id}/${userID}`);
  }

  record(entry: FlowCallLogEntry): void {
    this.log.unshift(entry);
    this.log.splice(MAX_LOG);
    for (const listener of this.listeners) listener();
  }

  calls(projectId?: string): FlowCallLogEntry[] {
    return projectId ? this.log.filter((entry) => entry.projectId === projectId) : [...this.log];
  }

  /** Called after each call logged or project changed (the page's live log listens). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    if (this.file) {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify({ projects: this.allProjects() } satisfies Saved));
    }
    for (const listener of this.listeners) listener();
  }
}

function newVersion(design: FlowDesign): FlowVersion {
  return { id: randomBytes(12).toString('hex'), savedAt: Date.now(), design };
}
