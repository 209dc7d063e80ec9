import { Component, lazy, Suspense, type ReactNode } from "react";
import { loadLaterMessages } from "../lib/i18n.js";
import { LoadError } from "../state/resource.js";
import type { PartName } from "./PartProblem.js";

// Only shown when a part fails: its code and texts come then.
const PartProblem = lazy(() => Promise.all([import("./PartProblem.js"), loadLaterMessages()]).then(([module]) => ({ default: module.PartProblem })));

/**
 * A part of a page with data of its own that the page can do without (the home
 * page's gallery strip, the contacts beside the contact form, the footer's
 * social icons): when its data fails to load, the part says so where it stands,
 * with a way to load it again (without a `name`, it simply goes), and the rest
 * of the page stays. Any other error goes on to the page's boundary.
 */
export class OptionalPart extends Component<{ name?: PartName; children: ReactNode }, { caught: unknown }> {
  override state = { caught: undefined as unknown };

  static getDerivedStateFromError(caught: unknown) {
    return { caught };
  }

  override render(): ReactNode {
    const { caught } = this.state;
    if (caught === undefined) return this.props.children;
    // Rethrown as it came, whatever it is, for the page's boundary.
    if (!(caught instanceof LoadError)) throw caught as Error;
    const { name } = this.props;
    if (!name) return null;
    return (
      <Suspense fallback={null}>
        <PartProblem name={name} error={caught} onRetry={() => this.setState({ caught: undefined })} />
      </Suspense>
    );
  }
}
