import { useAtomValue } from "jotai";
import { PageHead } from "../../components/PageHead.js";
import type { RouteParams } from "../../lib/routes.js";
import { profileAtom } from "./api/profile.js";

export default function TalentPage({ params }: { params: RouteParams["talent"] }) {
  const profile = useAtomValue(profileAtom(params.id));
  return (
    <section className="page">
      <PageHead values={{ name: profile.name }} />
      <h1 className="page-title">{profile.name}</h1>
    </section>
  );
}
