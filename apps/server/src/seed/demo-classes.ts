// The demo school's class (issue 18 §1): its teacher and its two reader-only students.
export interface SeedClass {
  orgKey: string;
  name: string;
  teacherKey: string;
  students: { userKey: string; studentNumber: string }[];
}

export const DEMO_CLASSES: SeedClass[] = [
  {
    orgKey: "school",
    name: "高一(1)班",
    teacherKey: "editor",
    students: [
      { userKey: "student1", studentNumber: "2026001" },
      { userKey: "student2", studentNumber: "2026002" },
    ],
  },
];
