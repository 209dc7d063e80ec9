import { Component, lazy, Suspense, type ReactNode } from "react";
import { loadLaterMessages } from "../lib/i18n.js";
import { LoadError } from "../state/resource.js";
import type { PartName } from "./PartProblem.js";

// Only shown when a part fails: its code and texts come then.
const PartProblem = lazy(() => Promise.all([import("./PartProblem.js"), loadLaterMessages()]).then(([module]) => ({ default: module.PartProblem })));

interface State {
  error: LoadError | null;
  /** Not a failed load: it goes on to the page's boundary. */
  other: { error: unknown } | null;
}

/**
 * A part of a page with data of its own that the page can do without (the home
 * page's gallery strip, the contacts beside the contact form): when its data
 * fails to load, the part says so where it stands, with a way to load it again,
 * and the rest of the page stays. Any other error goes on to the page's boundary.
 */
export class OptionalPart extends Component<{ name: PartName; children: ReactNode }, State> {
  override state: State = { error: null, other: null };

  static getDerivedStateFromError(error: unknown): State {
    return error instanceof LoadError ? { error, other: null } : { error: null, other: { error } };
  }

  override render(): ReactNode {
    const { error, other } = this.state;
    if (other) throw other.error;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PartProblem name={this.props.name} error={error} onRetry={() => this.setState({ error: null })} />
      </Suspense>
    );
  }
}
